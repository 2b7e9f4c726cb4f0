import type { BusinessProfileOverview } from '@ziskomer/contracts';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { MetricGrid, MetricTile } from '../analytics/shared/metric-tile.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { FiguresTableCard } from './figures-table-card.tsx';
import { GoogleProductPage } from './google-product-page.tsx';
import { PeriodPicker, usePeriodDays } from './period-picker.tsx';
import { ProductTargetCard } from './product-target-card.tsx';
import { useBusinessProfile } from './use-google-products.ts';

const FIGURES = ['impressions', 'calls', 'websiteClicks', 'directions', 'conversations', 'bookings'] as const;

/**
 * /business-profile: the Business Profile connection and its location, then its views, calls,
 * website clicks, direction requests, messages and bookings over the last 7, 30 or 90 days, in
 * total and by day.
 */
export default function BusinessProfilePage() {
  const { t } = useTranslation('googleProducts');
  const [days, setDays] = usePeriodDays();
  const { shop } = useSelectedShop();
  const query = useBusinessProfile(shop?.id, days);
  return (
    <GoogleProductPage
      title={t('businessProfile.title')}
      description={t('businessProfile.description')}
      loadFailed={t('businessProfile.loadFailed')}
      controls={<PeriodPicker days={days} onChange={setDays} />}
      query={query}
    >
      {(data, shop) => (
        <>
          <ProductTargetCard shop={shop} product="businessProfile" head={data} />
          {data.connection && (
            <>
              <MetricGrid className="lg:grid-cols-3 xl:grid-cols-6">
                {FIGURES.map((figure) => (
                  <MetricTile
                    key={figure}
                    label={t(`businessProfile.figures.${figure}`)}
                    definition={t(`businessProfile.definitions.${figure}`)}
                    value={formatNumber(data.totals[figure])}
                  />
                ))}
              </MetricGrid>
              <FiguresTableCard<BusinessProfileOverview['byDay'][number]>
                title={t('businessProfile.byDay.title')}
                empty={t('businessProfile.byDay.empty')}
                icon={MapPin}
                rows={data.byDay}
                rowKey={(row) => row.day}
                minWidth="44rem"
                columns={[
                  { label: t('businessProfile.day'), render: (row) => formatDate(row.day) },
                  ...FIGURES.map((figure) => ({
                    label: t(`businessProfile.figures.${figure}`),
                    numeric: true,
                    render: (row: BusinessProfileOverview['byDay'][number]) => formatNumber(row[figure]),
                  })),
                ]}
              />
            </>
          )}
        </>
      )}
    </GoogleProductPage>
  );
}
