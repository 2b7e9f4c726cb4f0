import { Download, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Specimen } from './specimen.tsx';

export function ButtonsSection() {
  const { t } = useTranslation('designSystem');
  return (
    <Specimen
      id="buttons"
      title={t('buttons.title')}
      usage={t('buttons.usage')}
      source="components/ui/button.tsx"
    >
      <div className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <Button>
            <Plus className="h-4 w-4" aria-hidden />
            {t('buttons.primary')}
          </Button>
          <Button variant="secondary">
            <Download className="h-4 w-4" aria-hidden />
            {t('buttons.secondary')}
          </Button>
          <Button variant="ghost">{t('buttons.ghost')}</Button>
          <Button variant="danger">
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('buttons.danger')}
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="xs">XS</Button>
          <Button size="sm">SM</Button>
          <Button size="md">MD</Button>
          <Button size="lg">LG</Button>
          <Button loading>{t('buttons.loading')}</Button>
          <Button disabled variant="secondary">
            {t('buttons.disabled')}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/design-system#buttons">{t('buttons.asLink')}</Link>
          </Button>
        </div>
      </div>
    </Specimen>
  );
}
