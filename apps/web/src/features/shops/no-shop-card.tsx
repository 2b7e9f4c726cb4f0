import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** What a screen of one shop says while the user has no shop yet, with the way to add one. */
export function NoShopCard({
  title,
  description,
  action,
  to,
}: {
  title: string;
  description: string;
  action: string;
  to: string;
}) {
  return (
    <Card>
      <EmptyState
        icon={Store}
        title={title}
        description={description}
        action={
          <Button asChild>
            <Link to={to}>{action}</Link>
          </Button>
        }
      />
    </Card>
  );
}
