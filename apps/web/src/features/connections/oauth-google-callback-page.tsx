import { useQueryClient } from '@tanstack/react-query';
import type { FinishedConnection } from '@ziskomer/contracts';
import { AlertTriangle, CheckCircle2, CircleSlash, Link2Off } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../lib/notify.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSelectionStore } from '../shops/selected-shop-store.ts';
import { CONNECTOR_PAGES } from './connector-pages.ts';
import { readOauthStateShop } from './read-oauth-state.ts';
import { connectionsKey, finishGoogleConnection } from './use-connections.ts';

type Outcome =
  | { kind: 'working' }
  | { kind: 'success'; connection: FinishedConnection }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }
  | { kind: 'invalid' };

/**
 * /oauth/google/callback (SPEC §2): where Google sends the browser back after consent. It passes
 * the code and state to the shop the state names (once: the state is single-use), and says how it
 * went with a way on — choosing the account, or back to Settings → Propojení.
 */
export default function OauthGoogleCallbackPage() {
  return <OauthCallback finish={finishGoogleConnection} />;
}

/** What a provider's return page says instead of Google's texts. */
export interface OauthCallbackTexts {
  workingTitle: string;
  workingDescription: string;
  cancelledDescription: string;
  invalidTitle: string;
  invalidDescription: string;
  successDescription: string;
}

/** A return page of an OAuth provider: Google's, or Meta's with its own `finish` and texts. */
export function OauthCallback({
  finish,
  texts,
}: {
  finish: (shopId: string, input: { code: string; state: string }) => Promise<FinishedConnection>;
  texts?: OauthCallbackTexts;
}) {
  const { t } = useTranslation('connections');
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const setShop = useSelectionStore((s) => s.setShop);
  const sent = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  const shopId = readOauthStateShop(state);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    error ? { kind: 'cancelled' } : code && shopId ? { kind: 'working' } : { kind: 'invalid' },
  );

  useEffect(() => {
    if (outcome.kind !== 'working' || sent.current || !code || !state || !shopId) return;
    sent.current = true;
    finish(shopId, { code, state })
      .then((connection) => {
        setShop(shopId);
        void queryClient.invalidateQueries({ queryKey: connectionsKey(shopId) });
        void queryClient.invalidateQueries({ queryKey: ['shop', shopId] });
        setOutcome({ kind: 'success', connection });
      })
      .catch((failure) => setOutcome({ kind: 'failed', message: getErrorMessage(failure) }));
  }, [outcome.kind, code, state, shopId, queryClient, setShop, finish]);

  const back = (
    <Button asChild variant={outcome.kind === 'success' ? 'secondary' : 'primary'}>
      <Link to="/settings?tab=connections">{t('callback.backToSettings')}</Link>
    </Button>
  );

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col py-10">
      <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center" aria-live="polite">
        {outcome.kind === 'working' && (
          <>
            <Spinner className="h-8 w-8 text-accent" />
            <h1 className="text-xl font-semibold text-fg">
              {texts?.workingTitle ?? t('callback.working.title')}
            </h1>
            <p className="text-sm text-muted">
              {texts?.workingDescription ?? t('callback.working.description')}
            </p>
          </>
        )}
        {outcome.kind === 'success' && (
          <>
            <CheckCircle2 aria-hidden className="h-10 w-10 text-accent" />
            <h1 className="text-xl font-semibold text-fg">
              {t('callback.success.title', { name: t(`connectors.${outcome.connection.connector}.name`) })}
            </h1>
            <p className="text-sm text-muted">
              {texts?.successDescription ?? t('callback.success.description')}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to={CONNECTOR_PAGES[outcome.connection.connector]}>{t('callback.success.action')}</Link>
              </Button>
              {back}
            </div>
          </>
        )}
        {outcome.kind === 'cancelled' && (
          <>
            <CircleSlash aria-hidden className="h-10 w-10 text-muted" />
            <h1 className="text-xl font-semibold text-fg">{t('callback.cancelled.title')}</h1>
            <p className="text-sm text-muted">
              {texts?.cancelledDescription ?? t('callback.cancelled.description')}
            </p>
            {back}
          </>
        )}
        {outcome.kind === 'failed' && (
          <>
            <AlertTriangle aria-hidden className="h-10 w-10 text-danger" />
            <h1 className="text-xl font-semibold text-fg">{t('callback.failed.title')}</h1>
            <p role="alert" className="text-sm text-muted">
              {outcome.message}
            </p>
            {back}
          </>
        )}
        {outcome.kind === 'invalid' && (
          <>
            <Link2Off aria-hidden className="h-10 w-10 text-muted" />
            <h1 className="text-xl font-semibold text-fg">
              {texts?.invalidTitle ?? t('callback.invalid.title')}
            </h1>
            <p className="text-sm text-muted">
              {texts?.invalidDescription ?? t('callback.invalid.description')}
            </p>
            {back}
          </>
        )}
      </Card>
    </div>
  );
}
