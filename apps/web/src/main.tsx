import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n.ts';
import './styles.css';
import { App } from './app/app.tsx';
import { CriticalError } from './app/errors/critical-error.tsx';

const root = document.getElementById('root');
if (!root) {
  // SPEC §2 "Missing root": shown without React, since there is nowhere to render it.
  document.body.innerHTML = CriticalError.missingRootHtml;
} else {
  try {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    root.innerHTML = CriticalError.renderFailureHtml(error);
  }
}
