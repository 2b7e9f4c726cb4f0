import type { TrackingKeyKind, TrackingKeys } from '@ziskomer/contracts';
import { Eye, EyeOff, KeyRound, RefreshCw, ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { formatDate } from '../../lib/format.ts';
import { CodeBlock } from '../api-keys/code-block.tsx';
import { CopyButton } from '../api-keys/copy-button.tsx';
import { AllowedOrigins } from './allowed-origins.tsx';
import { buildTrackingSnippets } from './build-tracking-snippets.ts';
import { RotateKeyDialog } from './rotate-key-dialog.tsx';

const SNIPPETS = ['browser', 'curl', 'node'] as const;

/** The shop's keys, the code to paste and the signed server calls, with copy and rotate buttons. */
export function TrackingSetupCard({ shopId, keys, id }: { shopId: string; keys: TrackingKeys; id?: string }) {
  const { t } = useTranslation('linkTracking');
  const [rotating, setRotating] = useState<TrackingKeyKind | null>(null);
  const publicKey = keys.publicKey!;
  const snippets = useMemo(
    () =>
      buildTrackingSnippets(window.location.origin, publicKey, {
        fillIn: t('setup.comments.fillIn'),
        secretOnServer: t('setup.comments.secretOnServer'),
      }),
    [publicKey, t],
  );

  return (
    <Card id={id} className="scroll-mt-20">
      <CardHeader title={t('setup.title')} description={t('setup.description')} />
      <CardBody className="flex flex-col gap-6">
        <div className="grid gap-4 lg:grid-cols-2">
          <KeyField
            label={t('setup.publicKey')}
            hint={t('setup.publicKeyHint')}
            value={publicKey}
            onRotate={keys.canManage ? () => setRotating('public') : undefined}
            rotateLabel={t('setup.rotate.public')}
          />
          {keys.canManage ? (
            <KeyField
              label={t('setup.secret')}
              hint={keys.secret ? t('setup.secretHint') : t('setup.secretUnreadable')}
              value={keys.secret}
              secret
              onRotate={() => setRotating('secret')}
              rotateLabel={t('setup.rotate.secret')}
            />
          ) : (
            <div className="flex items-start gap-3 rounded-lg border border-dashed border-border p-4 text-sm text-muted">
              <ShieldCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              {t('setup.secretHidden')}
            </div>
          )}
        </div>

        <div className="flex flex-col gap-1.5 text-xs text-muted">
          <AllowedOrigins shopId={shopId} keys={keys} />
          {keys.createdAt && (
            <span>
              {keys.rotatedAt
                ? t('setup.rotatedAt', { date: formatDate(keys.rotatedAt) })
                : t('setup.createdAt', { date: formatDate(keys.createdAt) })}
            </span>
          )}
        </div>

        <Tabs defaultValue="browser">
          <TabsList aria-label={t('setup.tabs.label')} className="max-sm:flex max-sm:w-full max-sm:flex-wrap">
            {SNIPPETS.map((kind) => (
              <TabsTrigger key={kind} value={kind} className="flex-1 sm:flex-none">
                {t(`setup.tabs.${kind}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {SNIPPETS.map((kind) => (
            <TabsContent key={kind} value={kind} className="flex flex-col gap-2">
              <p className="text-sm text-muted">{t(`setup.hints.${kind}`)}</p>
              <CodeBlock code={snippets[kind]} label={t(`setup.snippetLabel.${kind}`)} />
            </TabsContent>
          ))}
        </Tabs>
      </CardBody>
      <RotateKeyDialog shopId={shopId} kind={rotating} onClose={() => setRotating(null)} />
    </Card>
  );
}

/** A key with copy (and for the secret, show/hide) and, for admins, its rotate button. */
function KeyField({
  label,
  hint,
  value,
  secret = false,
  onRotate,
  rotateLabel,
}: {
  label: string;
  hint: string;
  value: string | null;
  secret?: boolean;
  onRotate?: () => void;
  rotateLabel: string;
}) {
  const { t } = useTranslation('linkTracking');
  const [visible, setVisible] = useState(!secret);
  const shown = value === null ? '—' : visible ? value : `${value.slice(0, 7)}${'•'.repeat(24)}`;
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-surface-2/50 p-4">
      <div className="flex items-center gap-2 text-sm font-semibold text-fg">
        <KeyRound aria-hidden className="h-4 w-4 text-accent" />
        {label}
      </div>
      <div className="flex min-w-0 items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded-md border border-border bg-surface px-2.5 py-1.5 font-mono text-xs text-fg">
          {shown}
        </code>
        {secret && value && (
          <Button
            variant="ghost"
            size="icon"
            className="h-8 w-8 shrink-0"
            aria-label={visible ? t('setup.hide') : t('setup.show')}
            aria-pressed={visible}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? <EyeOff aria-hidden className="h-4 w-4" /> : <Eye aria-hidden className="h-4 w-4" />}
          </Button>
        )}
        {value && <CopyButton text={value} label={label} size="xs" className="shrink-0" />}
      </div>
      <p className="text-xs text-muted">{hint}</p>
      {onRotate && (
        <Button variant="ghost" size="xs" className="self-start text-danger" onClick={onRotate}>
          <RefreshCw aria-hidden className="h-3.5 w-3.5" />
          {rotateLabel}
        </Button>
      )}
    </div>
  );
}
