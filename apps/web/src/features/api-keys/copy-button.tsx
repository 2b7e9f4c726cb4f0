import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';

/** Copies `text` to the clipboard and says so on the button for two seconds. */
export function CopyButton({
  text,
  label,
  ...props
}: { text: string; label?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation('apiKeys');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notify.warning(t('copyFailed'));
    }
  };

  const Icon = copied ? Check : Copy;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={copy}
      // The accessible name starts with the visible word, so speaking "Kopírovat" finds it too.
      aria-label={label ? `${t('copy')}: ${label}` : undefined}
      {...props}
    >
      <Icon aria-hidden className={copied ? 'h-4 w-4 text-accent' : 'h-4 w-4'} />
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </Button>
  );
}
