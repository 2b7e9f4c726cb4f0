import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SelectedShopGate } from '../shops/selected-shop-gate.tsx';
import { LookerEmbedCard } from './looker-embed-card.tsx';
import { LookerStepsCard } from './looker-steps-card.tsx';
import { LookerTablesCard } from './looker-tables-card.tsx';

/** /looker: the shop's data in Looker Studio — how to connect it, the table addresses, the embedded report. */
export default function LookerPage() {
  const { t } = useTranslation('looker');
  return (
    <SelectedShopGate
      skeleton={<Spinner />}
      texts={{
        shopsFailed: t('page.shopsFailed'),
        title: t('page.noShop.title'),
        description: t('page.noShop.description'),
        action: t('page.noShop.action'),
      }}
    >
      {(shop) => (
        <div key={shop.id} className="space-y-4">
          <header>
            <h1 className="text-2xl font-semibold text-fg">{t('page.title')}</h1>
            <p className="mt-1 max-w-3xl text-sm text-muted">{t('page.subtitle', { shop: shop.name })}</p>
          </header>
          <LookerEmbedCard shop={shop} />
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <LookerTablesCard />
            <LookerStepsCard />
          </div>
        </div>
      )}
    </SelectedShopGate>
  );
}
