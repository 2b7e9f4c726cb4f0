import type { OpenAPIHono } from '@hono/zod-openapi';
import { demoSignInSchema, systemRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { registerDocumentedPath, routeRegistry } from '../../http/define-route.ts';
import { signInDemo } from './sign-in-demo.ts';

export function registerDemoRoutes(app: OpenAPIHono<AppEnv>) {
  // Registered without addRoute's request transaction: better-auth signs in through its own
  // database handle, and on PGlite (one connection) an open transaction would make it wait forever.
  const route = systemRoutes.signInDemo;
  routeRegistry.push({ method: 'POST', path: route.path, access: route.access });
  registerDocumentedPath(app, route);
  app.post(route.path, async (c) => {
    const signedIn = await signInDemo(c.get('deps'), c.req.raw.headers);
    const { user } = (await signedIn.json()) as { user: { id: string; email: string; name: string } };
    const response = c.json(demoSignInSchema.parse({ user }));
    for (const cookie of signedIn.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  });
}
