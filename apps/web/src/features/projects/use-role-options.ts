import { hasRole, type Role, roles } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../components/ui/select-field.tsx';

/**
 * The roles a user may hand out: none above their own (the server answers role_above_own
 * otherwise), highest first.
 */
export function useRoleOptions(ownRole: Role): SelectOption[] {
  const { t } = useTranslation('projects');
  return [...roles]
    .reverse()
    .filter((role) => hasRole(ownRole, role))
    .map((role) => ({ value: role, label: t(`roles.${role}`) }));
}
