import { useTranslation } from 'react-i18next';
import { GoogleProductPage } from '../google-products/google-product-page.tsx';
import { PeriodPicker, usePeriodDays } from '../google-products/period-picker.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { ServiceSection } from './service-section.tsx';
import { usePriceComparison } from './use-price-comparison.ts';

/**
 * /heureka: both Czech price-comparison services, Heureka and Zboží.cz, over the last 7, 30 or 90
 * days — each with its connection, cost, orders, cost per order and PNO by day, and by category
 * where the service reports one.
 */
export default function PriceComparisonPage() {
  const { t } = useTranslation('priceComparison');
  const [days, setDays] = usePeriodDays();
  const { shop } = useSelectedShop();
  const query = usePriceComparison(shop?.id, days);
  return (
    <GoogleProductPage
      title={t('title')}
      description={t('description')}
      loadFailed={t('loadFailed')}
      controls={<PeriodPicker days={days} onChange={setDays} />}
      query={query}
    >
      {(data, selected) => (
        <>
          {data.services.map((service) => (
            <ServiceSection key={service.connector} shop={selected} service={service} days={data.days} />
          ))}
        </>
      )}
    </GoogleProductPage>
  );
}
