import type { Shop } from '@ziskomer/contracts';
import { ExternalLink, Settings2, Star, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { RoleBadge } from '../projects/role-badge.tsx';

/** The shop the app works in: its address, project, role, currency and time zone. */
export function SelectedShopCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation('home');
  const rows: [string, string][] = [
    [t('shop.project'), shop.projectName ?? t('projects:shops.unassigned')],
    [t('shop.currency'), shop.currency],
    [t('shop.timeZone'), shop.timeZone],
  ];
  return (
    <Card>
      <CardHeader
        title={t('shop.title')}
        actions={
          <Link
            to={`/settings?tab=projects-shops&shop=${shop.id}`}
            className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline"
          >
            <Settings2 aria-hidden className="h-4 w-4" />
            {t('shop.manage')}
          </Link>
        }
      />
      <CardBody className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent"
          >
            <Store className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <p className="truncate font-semibold text-fg">{shop.name}</p>
              {shop.isDefault && (
                <Badge tone="accent" className="gap-1">
                  <Star aria-hidden className="h-3 w-3 fill-current" />
                  {t('projects:shops.default')}
                </Badge>
              )}
            </div>
            <a
              href={shop.storeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm text-muted hover:text-fg hover:underline"
            >
              {shop.storeDomain}
              <ExternalLink aria-hidden className="h-3 w-3" />
              <span className="sr-only">{t('projects:shops.opensInNewTab')}</span>
            </a>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="truncate text-right text-fg">{value}</dd>
            </div>
          ))}
          <dt className="text-muted">{t('shop.role')}</dt>
          <dd className="text-right">
            <RoleBadge role={shop.role} />
          </dd>
        </dl>
      </CardBody>
    </Card>
  );
}
