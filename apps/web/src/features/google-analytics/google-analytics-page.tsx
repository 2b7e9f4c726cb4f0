import { useTranslation } from 'react-i18next';
import { GoogleProductPage } from '../google-products/google-product-page.tsx';
import { PeriodPicker, usePeriodDays } from '../google-products/period-picker.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { Ga4ComparisonCard } from './ga4-comparison-card.tsx';
import { Ga4ConnectionCard } from './ga4-connection-card.tsx';
import { useGoogleAnalytics } from './use-google-analytics.ts';

/**
 * /google-analytics: the GA4 connection, then GA4 beside the shop's own orders by source and by
 * day over the last 7, 30 or 90 days (kept in ?days=), so the user sees where they disagree.
 */
export default function GoogleAnalyticsPage() {
  const { t } = useTranslation('googleAnalytics');
  const [days, setDays] = usePeriodDays();
  const { shop } = useSelectedShop();
  const query = useGoogleAnalytics(shop?.id, days);
  return (
    <GoogleProductPage
      title={t('title')}
      description={t('description')}
      loadFailed={t('loadFailed')}
      controls={<PeriodPicker days={days} onChange={setDays} />}
      query={query}
    >
      {(data, shop) => (
        <>
          <Ga4ConnectionCard shop={shop} overview={data} />
          {data.connection && (
            <>
              <Ga4ComparisonCard
                kind="source"
                title={t('bySource.title')}
                description={t('bySource.description')}
                empty={t('bySource.empty')}
                rows={data.bySource.map((row) => ({ ...row, day: '' }))}
                currency={shop.currency}
              />
              <Ga4ComparisonCard
                kind="day"
                title={t('byDay.title')}
                description={t('byDay.description')}
                empty={t('byDay.empty')}
                rows={data.byDay}
                currency={shop.currency}
              />
            </>
          )}
        </>
      )}
    </GoogleProductPage>
  );
}
