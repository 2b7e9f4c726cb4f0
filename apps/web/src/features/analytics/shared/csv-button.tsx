import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { type CsvCell, downloadCsv } from './download-csv.ts';

/** Exports the rows a card shows as CSV; disabled while there are none. */
export function CsvButton({
  fileName,
  header,
  rows,
  label,
}: {
  fileName: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  label?: string;
}) {
  const { t } = useTranslation('analytics');
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={rows.length === 0}
      onClick={() => downloadCsv(fileName, header, rows)}
    >
      <Download aria-hidden className="h-4 w-4" />
      {label ?? t('exportCsv')}
    </Button>
  );
}
