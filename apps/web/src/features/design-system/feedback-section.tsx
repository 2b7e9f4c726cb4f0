import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { type NotifyLevel, notify } from '../../lib/notify.ts';
import { Specimen } from './specimen.tsx';

const LEVELS: NotifyLevel[] = ['success', 'info', 'warning', 'critical'];

/** Toasts and dialogs open over the page, so they are shown once, in the page's own theme. */
export function FeedbackSection() {
  const { t } = useTranslation('designSystem');
  const [dialog, setDialog] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <Specimen
        id="toasts"
        title={t('toasts.title')}
        usage={t('toasts.usage')}
        source="lib/notify.ts"
        panes={false}
      >
        <div className="flex flex-wrap gap-2">
          {LEVELS.map((level) => (
            <Button
              key={level}
              variant="secondary"
              size="sm"
              onClick={() => notify(level, t(`toasts.${level}`), { description: t('toasts.description') })}
            >
              {t(`toasts.show.${level}`)}
            </Button>
          ))}
        </div>
      </Specimen>
      <Specimen
        id="dialogs"
        title={t('dialogs.title')}
        usage={t('dialogs.usage')}
        source="components/ui/dialog.tsx · features/settings/ui/confirm-dialog.tsx"
        panes={false}
      >
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDialog(true)}>
            {t('dialogs.open')}
          </Button>
          <Button variant="danger" size="sm" onClick={() => setConfirm(true)}>
            {t('dialogs.openConfirm')}
          </Button>
        </div>
        <Dialog
          open={dialog}
          onOpenChange={setDialog}
          title={t('dialogs.sampleTitle')}
          description={t('dialogs.sampleDescription')}
          footer={<Button onClick={() => setDialog(false)}>{t('dialogs.close')}</Button>}
        >
          <p className="text-sm text-fg">{t('dialogs.sampleBody')}</p>
        </Dialog>
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title={t('dialogs.confirmTitle')}
          description={t('dialogs.confirmDescription')}
          confirmLabel={t('dialogs.confirmLabel')}
          onConfirm={() => setConfirm(false)}
        />
      </Specimen>
    </>
  );
}
