import type { OpenAPIHono } from '@hono/zod-openapi';
import { demoSignInSchema, errorResponseSchema } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { defineRoute, routeRegistry } from '../../http/define-route.ts';
import { signInDemo } from './sign-in-demo.ts';

const signInDemoRoute = defineRoute({
  method: 'post',
  path: '/api/demo/sign-in',
  access: 'public',
  tags: ['auth'],
  summary: 'Sign in to the built-in demo account',
  responses: {
    200: {
      description: 'Signed in; the session cookie is set',
      content: { 'application/json': { schema: demoSignInSchema } },
    },
    503: {
      description: 'The demo account is unavailable',
      content: { 'application/json': { schema: errorResponseSchema } },
    },
  },
});

export function registerDemoRoutes(app: OpenAPIHono<AppEnv>) {
  // Registered without addRoute's request transaction: better-auth signs in through its own
  // database handle, and on PGlite (one connection) an open transaction would make it wait forever.
  const { access, ...config } = signInDemoRoute;
  routeRegistry.push({ method: 'POST', path: config.path, access });
  app.openAPIRegistry.registerPath(config);
  app.post(config.path, async (c) => {
    const signedIn = await signInDemo(c.get('deps'), c.req.raw.headers);
    const { user } = (await signedIn.json()) as { user: { id: string; email: string; name: string } };
    const response = c.json(demoSignInSchema.parse({ user }));
    for (const cookie of signedIn.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  });
}
