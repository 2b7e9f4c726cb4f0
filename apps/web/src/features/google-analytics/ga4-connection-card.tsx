import type { GoogleAnalyticsOverview, Shop } from '@ziskomer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { GoogleProductCard } from '../connections/google-product-card.tsx';
import { TargetPicker } from '../connections/target-picker.tsx';
import { useSelectGa4Property } from './use-google-analytics.ts';

/** The head of /google-analytics: the Google product card with the GA4 property chosen or being chosen. */
export function Ga4ConnectionCard({ shop, overview }: { shop: Shop; overview: GoogleAnalyticsOverview }) {
  const { t } = useTranslation('googleAnalytics');
  const select = useSelectGa4Property(shop.id);
  const [changing, setChanging] = useState(false);
  const { connection, properties, selection } = overview;
  return (
    <GoogleProductCard
      shop={shop}
      connector="google_analytics"
      configured={overview.configured}
      missingSettings={overview.missingSettings}
      connection={connection}
      texts={{
        title: t('property.title'),
        notConnectedTitle: t('notConnected.title'),
        notConnectedDescription: t('notConnected.description'),
        loading: t('property.loading'),
        none: t('property.none'),
      }}
      chosen={
        selection ? t('property.option', { name: selection.name, account: selection.accountName }) : null
      }
      choices={properties?.length ?? null}
      picking={selection === null || changing}
      picker={
        <TargetPicker
          label={t('property.label')}
          options={(properties ?? []).map((property) => ({
            value: property.id,
            label: t('property.option', { name: property.name, account: property.accountName }),
          }))}
          saved={selection?.id ?? null}
          pending={select.isPending}
          onCancel={selection ? () => setChanging(false) : undefined}
          onSave={(propertyId) =>
            select.mutate(
              { propertyId },
              {
                onSuccess: () => {
                  setChanging(false);
                  notify.success(t('property.saved'));
                },
                onError: (failure) => notifyError(failure, t('property.failed')),
              },
            )
          }
        />
      }
      footer={
        (properties?.length ?? 0) > 1 && (
          <div>
            <Button size="sm" variant="ghost" onClick={() => setChanging(true)}>
              {t('property.change')}
            </Button>
          </div>
        )
      }
    />
  );
}
