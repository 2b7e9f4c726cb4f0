import { type DigestFrequencyChoice, type DigestSettings, hasRole, type Shop } from '@ziskomer/contracts';
import { CalendarDays, CalendarRange, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ChoiceCards } from '../../components/ui/choice-cards.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { DigestPreviewButtons } from './digest-preview-buttons.tsx';
import { DigestRecipients } from './digest-recipients.tsx';
import { formatLongDateTime } from './format-digest.ts';
import { useUpdateDigestSettings } from './use-digests.ts';

const ICONS = { off: MailX, weekly: CalendarDays, monthly: CalendarRange } as const;

/** 'Reporty e-mailem': how often the shop's digest goes out, to whom, and a preview now. */
export function DigestScheduleCard({ shop, settings }: { shop: Shop; settings: DigestSettings }) {
  const { t } = useTranslation('digests');
  const canEdit = hasRole(shop.role, 'admin');
  const update = useUpdateDigestSettings(shop.id);

  const changeFrequency = (frequency: DigestFrequencyChoice) =>
    update.mutate(
      { frequency, anomalyAlerts: settings.anomalyAlerts },
      {
        onSuccess: () => notify.success(t('settings.saved')),
        onError: (error) => notifyError(error, t('settings.saveFailed')),
      },
    );

  return (
    <Card>
      <CardHeader
        title={
          <>
            {t('settings.title')} <span className="font-normal text-muted">· {shop.name}</span>
          </>
        }
        description={t('settings.description')}
      />
      <div className="flex flex-col gap-6 px-5 py-5">
        <section className="flex flex-col gap-3" aria-labelledby="digest-frequency">
          <h3 id="digest-frequency" className="text-sm font-semibold text-fg">
            {t('settings.frequency')}
          </h3>
          {canEdit ? (
            <ChoiceCards
              label={t('settings.frequency')}
              value={settings.frequency}
              onChange={changeFrequency}
              choices={(['weekly', 'monthly', 'off'] as const).map((value) => ({
                value,
                label: t(`settings.frequencyOptions.${value}`),
                icon: ICONS[value],
              }))}
            />
          ) : (
            <p className="text-sm text-fg">
              {t(`settings.frequencyOptions.${settings.frequency}`)}{' '}
              <span className="text-muted">· {t('settings.readOnly')}</span>
            </p>
          )}
          <p className="text-xs text-muted">
            {settings.nextSendAt
              ? `${t('settings.nextSend', { date: formatLongDateTime(settings.nextSendAt, shop.timeZone) })} `
              : ''}
            {t('settings.timeZoneHint', { zone: shop.timeZone })}
          </p>
        </section>
        <DigestRecipients shop={shop} settings={settings} canEdit={canEdit} />
        <DigestPreviewButtons shopId={shop.id} />
      </div>
    </Card>
  );
}
