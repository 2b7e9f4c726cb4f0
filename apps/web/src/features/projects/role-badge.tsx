import type { Role } from '@ziskomer/contracts';
import { Crown, Eye, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';

const LOOK: Record<Role, { tone: 'accent' | 'neutral'; Icon: typeof Crown }> = {
  owner: { tone: 'accent', Icon: Crown },
  admin: { tone: 'neutral', Icon: ShieldCheck },
  viewer: { tone: 'neutral', Icon: Eye },
};

/** The user's role in a project or shop: Vlastník, Správce, Čtenář. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('projects');
  const { tone, Icon } = LOOK[role];
  return (
    <Badge tone={tone} className="gap-1">
      <Icon aria-hidden className="h-3 w-3" />
      {t(`roles.${role}`)}
    </Badge>
  );
}
