/**
 * The page of /api/docs: the reference rendered in the browser by Scalar from /api/openapi.json,
 * with the script served by this server. Its fonts, telemetry, AI agent and MCP features are off
 * so that the page loads nothing from anywhere else. It follows the app's theme (light, dark or
 * the system's) as stored by the web app.
 */
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
    customCss: ':root { --scalar-font: Inter, ui-sans-serif, system-ui, sans-serif; }',
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
<div id="api-reference"></div>
<script src="${options.rendererUrl}"></script>
<script>
(function () {
  var stored = null;
  try { stored = localStorage.getItem('ziskomer.theme'); } catch (e) {}
  var dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  var config = ${JSON.stringify(config)};
  config.darkMode = dark;
  Scalar.createApiReference('#api-reference', config);
})();
</script>
</body>
</html>`;
}
