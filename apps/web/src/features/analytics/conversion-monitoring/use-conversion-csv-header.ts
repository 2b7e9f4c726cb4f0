import { useTranslation } from 'react-i18next';

/** The CSV header of the daily rows (`conversionCsvRows` and the channel cards). */
export function useConversionCsvHeader(): string[] {
  const { t } = useTranslation('conversionMonitoring');
  return ['day', 'channel', 'orders', 'tracked', 'trackedShare', 'reported', 'reportedShare'].map((key) =>
    t(`table.${key}`),
  );
}
