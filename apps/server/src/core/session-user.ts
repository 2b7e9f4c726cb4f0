/** The signed-in user a use case acts for, as the session lookup found them. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}
