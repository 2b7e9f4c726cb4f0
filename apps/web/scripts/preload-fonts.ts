import type { Plugin } from 'vite';

/**
 * Preloads the Latin and Latin Extended cuts of Inter (every Czech letter is in one of them) from
 * the built index.html. Without it the browser finds the fonts only after the stylesheet, paints
 * the text in the fallback font and paints it again when Inter arrives; the second paint, wider
 * text in new lines, is what the largest-contentful-paint measure then counts (bench:lcp).
 */
export function preloadFonts(): Plugin {
  return {
    name: 'ziskomer-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
          /\/inter-latin(-ext)?-wght-normal-[^/]+\.woff2$/.test(file),
        );
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}
