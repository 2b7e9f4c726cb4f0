import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /**
   * When set, the user must type this text (e.g. the project's name) before the button unlocks:
   * used for actions that destroy a lot at once.
   */
  requiredText?: string;
}

/** Asks before a destructive action; the confirm button is red and focus starts on Cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  requiredText,
}: ConfirmDialogProps) {
  const { t } = useTranslation('settings');
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);
  const locked = requiredText !== undefined && typed.trim() !== requiredText.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!locked && !pending) onConfirm();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        {requiredText !== undefined && (
          <Field
            label={t('confirm.typeToConfirm', { text: requiredText })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            autoFocus
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() => onOpenChange(false)}
            autoFocus={requiredText === undefined}
          >
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={locked} loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
