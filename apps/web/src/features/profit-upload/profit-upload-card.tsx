import {
  hasRole,
  type ProfitUploadOverview,
  type ProfitUploadPlatform,
  type Shop,
} from '@ziskomer/contracts';
import { HandCoins } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format.ts';
import { getErrorMessage, notify, notifyError } from '../../lib/notify.ts';
import { canChangeProfitUpload, hasProfitLog, stepOfSwitch } from './profit-upload-steps.ts';
import { useProfitUpload, useUpdateProfitUpload } from './use-profit-upload.ts';

/**
 * "Zisk zpět do platformy" (issues 14 and 15) on /google-ads, /facebook and /seznam: whether each
 * tracked order's gross profit goes to the platform as the conversion value, where to (conversion
 * action, pixel, SEM ID), and what was sent, refused and skipped in the last 30 days. Turning it on
 * or off is confirmed and says what is sent; viewers see the state only.
 */
export function ProfitUploadCard({ shop, platform }: { shop: Shop; platform: ProfitUploadPlatform }) {
  const { t } = useTranslation('profitUpload');
  const upload = useProfitUpload(shop.id, platform);
  if (upload.isPending) return <Skeleton className="h-48 rounded-xl" />;
  if (upload.isError)
    return (
      <Card>
        <CardHeader title={t('title')} />
        <LoadError
          className="m-5"
          title={t('loadError')}
          error={upload.error}
          onRetry={() => void upload.refetch()}
          retrying={upload.isFetching}
        />
      </Card>
    );
  return <ProfitUploadSettings shop={shop} overview={upload.data} />;
}

function ProfitUploadSettings({ shop, overview }: { shop: Shop; overview: ProfitUploadOverview }) {
  const { t } = useTranslation('profitUpload');
  const platform = overview.platform;
  const update = useUpdateProfitUpload(shop.id, platform);
  const canEdit = canChangeProfitUpload(shop.role, overview);
  const [target, setTarget] = useState(overview.target?.id ?? '');
  const [targetError, setTargetError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'on' | 'off' | null>(null);
  const switchId = useId();
  useEffect(() => setTarget(overview.target?.id ?? ''), [overview.target?.id]);

  const save = (enabled: boolean) =>
    update.mutate(
      { enabled, ...(target.trim() ? { targetId: target.trim() } : {}) },
      {
        onSuccess: () => {
          setConfirming(null);
          setTargetError(null);
          notify.success(t('saved'));
        },
        onError: (failure) => {
          setConfirming(null);
          setTargetError(getErrorMessage(failure));
          notifyError(failure);
        },
      },
    );
  const onSwitch = (checked: boolean) => {
    const step = stepOfSwitch(checked, target);
    if (step.kind === 'need-target') setTargetError(t('errors:profit_upload_target_required'));
    else setConfirming(step.kind === 'confirm-on' ? 'on' : 'off');
  };
  const counts = overview.last30Days;
  const anything = hasProfitLog(overview);

  return (
    <Card>
      <CardHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {t('title')}
            <Badge tone={overview.enabled ? 'accent' : 'neutral'}>
              {overview.enabled ? t('on') : t('off')}
            </Badge>
          </span>
        }
        description={t(`description.${platform}`)}
        actions={
          <span className="flex items-center gap-2">
            <label htmlFor={switchId} className="text-sm text-muted">
              {t('switchLabel')}
            </label>
            <Switch
              id={switchId}
              checked={overview.enabled}
              disabled={!canEdit || update.isPending}
              onCheckedChange={onSwitch}
            />
          </span>
        }
      />
      <div className="flex flex-col gap-4 px-5 py-4">
        {overview.connection === 'none' && <p className="text-sm text-muted">{t('notConnected')}</p>}
        {overview.connection === 'broken' && <p className="text-sm text-danger">{t('broken')}</p>}
        {overview.demo && <p className="text-sm text-muted">{t('demo')}</p>}
        {/* A demo connection has no platform behind it: nothing to choose, nothing sent to count. */}
        {!overview.demo && overview.connection !== 'none' && (
          <TargetChooser
            overview={overview}
            value={target}
            onChange={(value) => {
              setTarget(value);
              setTargetError(null);
            }}
            error={targetError}
            disabled={!canEdit}
            saving={update.isPending && confirming === null}
            onSave={overview.enabled ? () => save(true) : undefined}
          />
        )}
        {!overview.demo && !hasRole(shop.role, 'admin') && (
          <p className="text-xs text-muted">{t('viewerNote')}</p>
        )}

        {!overview.demo && (
          <>
            <div>
              <h3 className="text-sm font-semibold text-fg">{t('last30')}</h3>
              <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
                <Figure label={t('sent')} value={formatNumber(counts.sent)} />
                <Figure label={t('refused')} value={formatNumber(counts.refused)} />
                <Figure label={t('skipped')} value={formatNumber(counts.skipped)} />
                <Figure label={t('sentValue')} value={formatMoney(counts.sentValue, shop.currency)} />
              </dl>
              <p className="mt-2 text-xs text-muted">{t('window', { days: overview.windowDays })}</p>
            </div>

            {!anything ? (
              <EmptyState className="py-6" icon={HandCoins} title={t('empty')} />
            ) : (
              <RefusedList overview={overview} currency={shop.currency} />
            )}
          </>
        )}
      </div>

      <Dialog
        open={confirming === 'on'}
        onOpenChange={(open) => setConfirming(open ? 'on' : null)}
        title={t('confirmOnTitle')}
        description={t(`confirmOn.${platform}`, { days: overview.windowDays })}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)} autoFocus>
            {t('cancel')}
          </Button>
          <Button loading={update.isPending} onClick={() => save(true)}>
            {t('confirm')}
          </Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirming === 'off'}
        onOpenChange={(open) => setConfirming(open ? 'off' : null)}
        title={t('confirmOffTitle')}
        description={t('confirmOff')}
        confirmLabel={t('confirmOffButton')}
        pending={update.isPending}
        onConfirm={() => save(false)}
      />
    </Card>
  );
}

/** Google: one of the account's UPLOAD_CLICKS actions; Meta and Sklik: the id typed in. */
function TargetChooser({
  overview,
  value,
  onChange,
  error,
  disabled,
  saving,
  onSave,
}: {
  overview: ProfitUploadOverview;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled: boolean;
  saving: boolean;
  /** While on, a changed target is saved by itself (no confirmation: what is sent stays the same). */
  onSave?: () => void;
}) {
  const { t } = useTranslation('profitUpload');
  const platform = overview.platform;
  const changed = value.trim() !== (overview.target?.id ?? '');
  const field =
    platform === 'google_ads' ? (
      overview.targets.length === 0 ? (
        <p className="text-sm text-muted">{t('noTargets')}</p>
      ) : (
        <SelectField
          label={t(`target.${platform}`)}
          hint={t(`targetHint.${platform}`)}
          error={error}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          options={[
            { value: '', label: t('chooseTarget') },
            ...overview.targets.map((action) => ({ value: action.id, label: action.name })),
          ]}
        />
      )
    ) : (
      <Field
        label={t(`target.${platform}`)}
        hint={t(`targetHint.${platform}`)}
        error={error ?? undefined}
        value={value}
        disabled={disabled}
        inputMode={platform === 'meta' ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-60 flex-1">{field}</div>
      {onSave && changed && !disabled && (
        <Button variant="secondary" onClick={onSave} loading={saving}>
          {t('save')}
        </Button>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-fg">{value}</dd>
    </div>
  );
}

/** The latest refused and skipped orders with the reason, and the platform's own words under it. */
function RefusedList({ overview, currency }: { overview: ProfitUploadOverview; currency: string }) {
  const { t } = useTranslation('profitUpload');
  if (overview.lastRefused.length === 0) return <p className="text-sm text-muted">{t('emptyRefused')}</p>;
  return (
    <div className="min-w-0 overflow-x-auto">
      <h3 className="mb-2 text-sm font-semibold text-fg">{t('refusedTitle')}</h3>
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {t('columns.order')}
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {t('columns.reason')}
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right font-medium">
              {t('columns.value')}
            </th>
            <th scope="col" className="py-1.5 font-medium">
              {t('columns.at')}
            </th>
          </tr>
        </thead>
        <tbody>
          {overview.lastRefused.map((row) => (
            <tr key={row.orderId} className="border-t border-border align-top">
              <td className="py-1.5 pr-3 font-medium text-fg">{row.orderId}</td>
              <td className="py-1.5 pr-3">
                <span className="text-fg">{row.reason}</span>
                {row.detail && <span className="block text-xs text-muted">{row.detail}</span>}
              </td>
              <td className="py-1.5 pr-3 text-right tabular-nums">
                {row.value === null ? '—' : formatMoney(row.value, row.currency ?? currency, 2)}
              </td>
              <td className="whitespace-nowrap py-1.5 text-muted">{formatDateTime(row.at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
