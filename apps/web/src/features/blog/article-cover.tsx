import {
  BarChart3,
  CalendarRange,
  FileSpreadsheet,
  Gauge,
  type LucideIcon,
  Sparkles,
  Users,
} from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';

/** Each article's cover: a drawn tile (no stock photo), its icon naming the topic. */
const COVERS: Record<string, { icon: LucideIcon; tone: string }> = {
  'poas-vs-roas-vs-pno': { icon: BarChart3, tone: 'from-emerald-500/25 via-emerald-500/5' },
  'export-objednavek-shoptet-woocommerce-shopify': {
    icon: FileSpreadsheet,
    tone: 'from-sky-500/25 via-sky-500/5',
  },
  'rfm-segmentace-pro-cesky-e-shop': { icon: Users, tone: 'from-violet-500/25 via-violet-500/5' },
  'predikce-clv-co-umi-a-co-ne': { icon: Sparkles, tone: 'from-amber-500/25 via-amber-500/5' },
  'jak-cist-kohorty': { icon: CalendarRange, tone: 'from-rose-500/25 via-rose-500/5' },
  'pacing-rozpoctu-na-reklamu': { icon: Gauge, tone: 'from-teal-500/25 via-teal-500/5' },
};

export function ArticleCover({ slug, className }: { slug: string; className?: string }) {
  const cover = COVERS[slug] ?? { icon: BarChart3, tone: 'from-emerald-500/25 via-emerald-500/5' };
  const Icon = cover.icon;
  return (
    <div
      className={cn(
        'relative flex items-center justify-center overflow-hidden bg-gradient-to-br to-transparent',
        cover.tone,
        className,
      )}
      aria-hidden
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 200 80"
        className="absolute inset-x-0 bottom-0 h-2/3 w-full text-fg/10"
        preserveAspectRatio="none"
      >
        <path d="M0 70 L30 55 L60 60 L90 38 L120 44 L150 22 L200 12 L200 80 L0 80 Z" fill="currentColor" />
      </svg>
      <span className="relative flex h-14 w-14 items-center justify-center rounded-2xl bg-surface/90 text-accent shadow-sm ring-1 ring-border">
        <Icon className="h-7 w-7" />
      </span>
    </div>
  );
}
