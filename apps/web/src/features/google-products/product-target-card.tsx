import type { GoogleProductHead, Shop } from '@ziskomer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { GoogleProductCard } from '../connections/google-product-card.tsx';
import { TargetPicker } from '../connections/target-picker.tsx';
import { useSelectTarget } from './use-google-products.ts';

type Product = 'searchConsole' | 'merchant' | 'businessProfile';
const CONNECTOR = {
  searchConsole: 'google_search_console',
  merchant: 'google_merchant',
  businessProfile: 'google_business_profile',
} as const;

/** The head of the Search Console, Merchant Center and Business Profile pages: the card with its site, account or location. */
export function ProductTargetCard({
  shop,
  product,
  head,
}: {
  shop: Shop;
  product: Product;
  head: GoogleProductHead;
}) {
  const { t } = useTranslation('googleProducts');
  const select = useSelectTarget(shop.id);
  const [changing, setChanging] = useState(false);
  const { connection, targets, selection } = head;
  const label = (target: { name: string; detail: string | null }) =>
    target.detail ? `${target.name} · ${target.detail}` : target.name;
  return (
    <GoogleProductCard
      shop={shop}
      connector={CONNECTOR[product]}
      configured={head.configured}
      missingSettings={head.missingSettings}
      connection={connection}
      texts={{
        title: t(`${product}.target.title`),
        notConnectedTitle: t(`${product}.notConnected.title`),
        notConnectedDescription: t(`${product}.notConnected.description`),
        loading: t(`${product}.target.loading`),
        none: t(`${product}.target.none`),
      }}
      chosen={selection ? label(selection) : null}
      choices={targets?.length ?? null}
      picking={selection === null || changing}
      picker={
        connection && (
          <TargetPicker
            label={t(`${product}.target.label`)}
            options={(targets ?? []).map((target) => ({ value: target.id, label: label(target) }))}
            saved={selection?.id ?? null}
            pending={select.isPending}
            onCancel={selection ? () => setChanging(false) : undefined}
            onSave={(targetId) =>
              select.mutate(
                { connectionId: connection.id, targetId },
                {
                  onSuccess: () => {
                    setChanging(false);
                    notify.success(t('saved'));
                  },
                  onError: (failure) => notifyError(failure, t('failed')),
                },
              )
            }
          />
        )
      }
      footer={
        (targets?.length ?? 0) > 1 && (
          <div>
            <Button size="sm" variant="ghost" onClick={() => setChanging(true)}>
              {t(`${product}.target.change`)}
            </Button>
          </div>
        )
      }
    />
  );
}
