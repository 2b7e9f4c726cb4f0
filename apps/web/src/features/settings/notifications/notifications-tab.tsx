import type { LucideIcon } from 'lucide-react';
import { Bell, Mail, Smartphone, Volume2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { EmailReportsSection } from '../../digests/email-reports-section.tsx';
import { useNotificationSettings, useUpdateNotificationSettings } from './use-notification-settings.ts';

/** SPEC §2: only e-mail notifications work today; push, in-app and sound are marked as planned. */
const PLANNED: { key: 'push' | 'inApp' | 'sound'; icon: LucideIcon }[] = [
  { key: 'push', icon: Smartphone },
  { key: 'inApp', icon: Bell },
  { key: 'sound', icon: Volume2 },
];

function NotificationRow({
  icon: Icon,
  title,
  description,
  planned,
  control,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  planned?: string;
  control: (ids: { labelId: string; descriptionId: string }) => React.ReactNode;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <li className="flex items-center gap-4 px-5 py-4">
      <span
        aria-hidden
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-muted"
      >
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p id={labelId} className="flex flex-wrap items-center gap-2 text-sm font-medium text-fg">
          {title}
          {planned && <Badge tone="warning">{planned}</Badge>}
        </p>
        <p id={descriptionId} className="text-sm text-muted">
          {description}
        </p>
      </div>
      {control({ labelId, descriptionId })}
    </li>
  );
}

/** Settings → Notifikace. */
export function NotificationsTab() {
  const { t } = useTranslation('settings');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  const toggleEmail = (email: boolean) =>
    update.mutate(
      { email },
      {
        onSuccess: () => notify.success(t('notifications.saved')),
        onError: (error) => notifyError(error, t('notifications.saveFailed')),
      },
    );

  return (
    <div className="flex flex-col gap-8">
      <Card>
        <CardHeader title={t('notifications.title')} description={t('notifications.description')} />
        {settings.isError ? (
          <LoadError
            title={t('notifications.loadFailed')}
            error={settings.error}
            onRetry={() => settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <ul className="divide-y divide-border">
            <NotificationRow
              icon={Mail}
              title={t('notifications.email')}
              description={t('notifications.emailHint')}
              control={({ labelId, descriptionId }) =>
                settings.isPending ? (
                  <Skeleton className="h-6 w-11 rounded-full" />
                ) : (
                  <Switch
                    checked={settings.data.email}
                    onCheckedChange={toggleEmail}
                    disabled={update.isPending}
                    aria-labelledby={labelId}
                    aria-describedby={descriptionId}
                  />
                )
              }
            />
            {PLANNED.map(({ key, icon }) => (
              <NotificationRow
                key={key}
                icon={icon}
                title={t(`notifications.${key}`)}
                description={t(`notifications.${key}Hint`)}
                planned={t('notifications.planned')}
                control={({ labelId, descriptionId }) => (
                  <Switch
                    checked={false}
                    disabled
                    aria-labelledby={labelId}
                    aria-describedby={descriptionId}
                  />
                )}
              />
            ))}
          </ul>
        )}
      </Card>
      <EmailReportsSection />
    </div>
  );
}
