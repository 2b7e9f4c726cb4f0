import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';

/** The backup codes, shown once after two-factor sign-in is turned on, to copy or download. */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const { t } = useTranslation('auth');

  const asText = () =>
    [
      t('twoFactorSettings.codesFileTitle', { email }),
      t('twoFactorSettings.codesFileNote', { date: formatDate(new Date()) }),
      '',
      ...codes,
      '',
    ].join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify.success(t('twoFactorSettings.copied'));
    } catch {
      notify.warning(t('twoFactorSettings.copyFailed'));
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([asText()], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'ziskomer-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div>
      <ul
        aria-label={t('twoFactorSettings.codesLabel')}
        className="grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-lg border border-border bg-surface-2 p-4 font-mono text-sm text-fg select-all"
      >
        {codes.map((code) => (
          <li key={code} className="tabular">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={copy}>
          <Copy className="h-4 w-4" aria-hidden />
          {t('twoFactorSettings.copyCodes')}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          <Download className="h-4 w-4" aria-hidden />
          {t('twoFactorSettings.downloadCodes')}
        </Button>
      </div>
    </div>
  );
}
