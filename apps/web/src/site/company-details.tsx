import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { company } from './company.ts';

/** The operator's configured name, address lines and IČO, one per line; what is not configured is left out. */
export function CompanyDetails({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation('shell');
  const lines = [
    ...(showName ? [company.name] : []),
    ...company.addressLines,
    ...(company.id ? [t('company.id', { id: company.id })] : []),
  ];
  return lines.map((line, index) => (
    <Fragment key={line}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}
