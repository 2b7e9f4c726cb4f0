import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18next } from './lib/i18n.ts';
import './styles.css';
import { App } from './app/app.tsx';
import { CriticalError } from './app/errors/critical-error.tsx';
import { queryClient } from './app/query-client.ts';
import { buildRoutes, createAppRouter, loadRoutesOf } from './app/router.tsx';
import { SESSION_KEY } from './features/auth/use-session.ts';

const root = document.getElementById('root');
if (!root) {
  // SPEC §2 "Missing root": shown without React, since there is nowhere to render it.
  document.body.innerHTML = CriticalError.missingRootHtml;
} else {
  start(root).catch((error: unknown) => {
    root.innerHTML = CriticalError.renderFailureHtml(error);
  });
}

async function start(root: HTMLElement) {
  // The server marks the page of a browser without a session cookie: a visitor, whose session
  // is known without asking (the question would answer 401, which the console shows as an error).
  if (root.dataset.visitor !== undefined) queryClient.setQueryData(SESSION_KEY, null);
  const routes = buildRoutes();
  // A prerendered public page is hydrated when it is in the visitor's language: the page's chunk
  // loads first, so the first render matches the markup. Otherwise React draws the page anew.
  const hydrate = root.dataset.prerendered === i18next.language && root.dataset.visitor !== undefined;
  if (hydrate) await loadRoutesOf(routes, window.location.pathname);
  const app = (
    <StrictMode>
      <App router={createAppRouter(routes)} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
