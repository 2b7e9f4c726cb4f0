import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** The page's shape while the overview loads: the totals tiles and a few shop rows. */
export function AgencySkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
      <Card className="flex flex-col divide-y divide-border">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="flex items-center gap-4 px-5 py-4">
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-40 max-w-full" />
              <Skeleton className="h-3 w-28 max-w-full" />
            </div>
            <Skeleton className="hidden h-8 w-28 md:block" />
            <Skeleton className="h-4 w-20" />
            <Skeleton className="hidden h-4 w-20 lg:block" />
            <Skeleton className="h-5 w-12" />
          </div>
        ))}
      </Card>
    </div>
  );
}
