import type { Deps } from '../core/deps.ts';
import type { SessionUser } from '../core/session-user.ts';

/** Hono's variables of a request: the app's dependencies and who is calling. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    user: SessionUser | undefined;
    sessionId: string | undefined;
    requestId: string;
  };
}
