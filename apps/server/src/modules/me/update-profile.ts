import type { Profile, UpdateProfile } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { getProfile } from './get-profile.ts';
import { updateUserName } from './queries/update-user-name.ts';
import { upsertProfile } from './queries/upsert-profile.ts';

/**
 * Saves the profile details. With both names given, the account's display name follows them,
 * so the header and member lists show what the user just typed.
 */
export async function updateProfile(scope: UseCaseScope, input: UpdateProfile): Promise<Profile> {
  const now = scope.deps.now();
  const userId = scope.user.id;
  await upsertProfile(scope.db, { userId, ...input, updatedAt: now });
  if (input.firstName && input.lastName) {
    await updateUserName(scope.db, {
      userId,
      name: `${input.firstName} ${input.lastName}`.trim(),
      updatedAt: now,
    });
  }
  await recordActivity(scope, { kind: 'account', action: 'profile_updated' });
  return getProfile(scope.db, userId);
}
