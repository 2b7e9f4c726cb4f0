/**
 * The page of /api/docs: the reference rendered in the browser by Scalar from /api/openapi.json,
 * with the script served by this server. Its fonts, telemetry, AI agent and MCP features are off
 * so that the page loads nothing from anywhere else. It follows the app's theme (light, dark or
 * the system's) as stored by the web app. (The mount point is not `#api-reference`: the script
 * mounts a default reference of its own on an element with that id.)
 */
/**
 * The product's colours, and text colours dark (or light) enough for WCAG AA contrast: the
 * renderer's defaults fall short on its grey text and syntax colours.
 */
const THEME_CSS = `
:root { --scalar-font: Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif; }
.light-mode {
  --scalar-color-accent: #047857;
  --scalar-color-2: #4b5563;
  --scalar-color-3: #5b6472;
  --scalar-color-blue: #0b5cad;
  --scalar-color-green: #047857;
  --scalar-color-orange: #a14a0b;
  --scalar-color-red: #b91c1c;
  --scalar-color-purple: #5b21b6;
  --scalar-color-yellow: #7c5e00;
}
.dark-mode {
  --scalar-color-accent: #34d399;
  --scalar-color-2: #c4c9d1;
  --scalar-color-3: #aab1bc;
}
`;

export function renderApiDocsPage(options: {
  documentUrl: string;
  rendererUrl: string;
  title: string;
}): string {
  const config = {
    url: options.documentUrl,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    hideDownloadButton: false,
    defaultOpenAllTags: false,
    theme: 'default',
    customCss: THEME_CSS,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title>
<meta name="robots" content="noindex">
</head>
<body>
<div id="reference"></div>
<script src="${options.rendererUrl}"></script>
<script>
(function () {
  var stored = null;
  try { stored = localStorage.getItem('ziskomer.theme'); } catch (e) {}
  var dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  var config = ${JSON.stringify(config)};
  config.darkMode = dark;
  Scalar.createApiReference('#reference', config);
  // Code samples scroll sideways, and an operation's list of endpoints scrolls once it is long:
  // each gets a tab stop so the keyboard can scroll it too.
  new MutationObserver(function () {
    document.querySelectorAll('pre > code:not([tabindex]), .endpoints:not([tabindex])').forEach(function (region) { region.setAttribute('tabindex', '0'); });
  }).observe(document.body, { childList: true, subtree: true });
})();
</script>
</body>
</html>`;
}
