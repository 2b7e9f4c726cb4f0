import { Card, CardBody } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSession } from '../../auth/use-session.ts';
import { ProfileForm } from './profile-form.tsx';
import { SecurityCard } from './security-card.tsx';

/** Settings → Profil: personal details and security. */
export function ProfileTab() {
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-6">
      {user ? (
        // Keyed by user, so a different account never sees the previous one's unsaved values.
        <ProfileForm key={user.id} profile={user} />
      ) : (
        <Card aria-busy>
          <CardBody className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </CardBody>
        </Card>
      )}
      <SecurityCard />
    </div>
  );
}
