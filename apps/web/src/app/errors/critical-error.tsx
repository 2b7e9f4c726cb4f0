import { getStoredLanguage, i18next } from '../../lib/i18n.ts';

/**
 * The two failures that happen before React can show anything (SPEC §2): the page has no #root,
 * or the first render throws. Plain HTML with inline styles, since the stylesheet may not have
 * loaded either.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function translate(key: string): string {
  return escapeHtml(i18next.getFixedT(getStoredLanguage(), 'shell')(key));
}

const PAGE =
  'min-height:100vh;margin:0;display:flex;align-items:center;justify-content:center;padding:24px;box-sizing:border-box;' +
  'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a;';
const CARD =
  'max-width:440px;width:100%;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:28px;' +
  'box-shadow:0 1px 3px rgba(15,23,42,.08);text-align:center;';
const TITLE = 'margin:0 0 8px;font-size:20px;font-weight:600;color:#b91c1c;';
const TEXT = 'margin:0 0 16px;font-size:14px;line-height:1.5;color:#475569;';
const CODE =
  'margin:0 0 16px;padding:10px 12px;background:#f1f5f9;border-radius:8px;font:12px/1.5 ui-monospace,monospace;' +
  'color:#0f172a;text-align:left;white-space:pre-wrap;word-break:break-word;';
const BUTTON =
  'display:inline-block;padding:10px 18px;text-decoration:none;border-radius:8px;background:#047857;color:#fff;font-size:14px;' +
  'font-weight:600;cursor:pointer;';
const HINT = 'margin:16px 0 0;font-size:12px;color:#64748b;';

function page(body: string): string {
  return `<div style='${PAGE}'><div role="alert" style='${CARD}'>${body}</div></div>`;
}

/** A link to the same address reloads the page without an inline script (safe under a strict CSP). */
function reloadButton(): string {
  const here = typeof location === 'undefined' ? '/' : location.href;
  return `<a href="${escapeHtml(here)}" style='${BUTTON}'>${translate('critical.reload')}</a>`;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

export const CriticalError = {
  /** 'Kritická chyba': index.html lost its #root element. */
  get missingRootHtml(): string {
    return page(
      `<h1 style='${TITLE}'>${translate('critical.title')}</h1>` +
        `<p style='${TEXT}'>${translate('critical.missingRoot')}</p>` +
        reloadButton(),
    );
  },

  /** 'Aplikace se nepodařilo načíst': the first render threw; the error text helps support. */
  renderFailureHtml(error: unknown): string {
    return page(
      `<h1 style='${TITLE}'>${translate('critical.renderTitle')}</h1>` +
        `<p style='${TEXT}'>${translate('critical.renderText')}</p>` +
        `<pre style='${CODE}'>${escapeHtml(describeError(error))}</pre>` +
        reloadButton() +
        `<p style='${HINT}'>${translate('critical.cacheHint')}</p>`,
    );
  },
};
