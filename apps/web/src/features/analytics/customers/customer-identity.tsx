import { useTranslation } from 'react-i18next';

/** A customer in a table cell: the name (or "Bez jména") over the way to reach them. */
export function CustomerIdentity({ name, contact }: { name: string | null; contact: string | null }) {
  const { t } = useTranslation('analyticsCustomers');
  return (
    <>
      <div className="truncate font-medium text-fg">{name ?? t('noName')}</div>
      <div className="truncate text-xs text-muted">{contact}</div>
    </>
  );
}
