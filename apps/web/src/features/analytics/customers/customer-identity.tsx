import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerProfilePath } from '../../customer-profile/customer-profile-path.ts';

/**
 * A customer in a list: name (or "bez jména") over their contact. With `customerKey` the name
 * opens the customer's profile.
 */
export function CustomerIdentity({
  name,
  contact,
  customerKey,
}: {
  name: string | null;
  contact: string | null;
  customerKey?: string;
}) {
  const { t } = useTranslation('analyticsCustomers');
  const label = name ?? t('noName');
  return (
    <>
      {customerKey ? (
        <Link
          to={customerProfilePath(customerKey)}
          className="block truncate font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
        >
          {label}
        </Link>
      ) : (
        <div className="truncate font-medium text-fg">{label}</div>
      )}
      <div className="truncate text-xs text-muted">{contact}</div>
    </>
  );
}
