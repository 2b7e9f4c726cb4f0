import { z } from 'zod';

/** The answer of `POST /api/demo/sign-in`; the session itself travels in the Set-Cookie header. */
export const demoSignInSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  })
  .meta({ id: 'DemoSignIn' });
export type DemoSignIn = z.infer<typeof demoSignInSchema>;
