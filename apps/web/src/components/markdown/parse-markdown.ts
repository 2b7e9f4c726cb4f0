import type { Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { headingId } from './heading-id.ts';

export interface TocEntry {
  id: string;
  text: string;
}

/** The plain text of a node and its children (a heading's words, a link's label). */
export function textOf(node: Root | RootContent): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'code') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** Markdown with GitHub's tables, parsed into a syntax tree once at load time. */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** The second-level headings, for a table of contents (the same ids the renderer gives them). */
export function listHeadings(tree: Root): TocEntry[] {
  return tree.children
    .filter(
      (node): node is Extract<RootContent, { type: 'heading' }> =>
        node.type === 'heading' && node.depth === 2,
    )
    .map((node) => ({ id: headingId(textOf(node)), text: textOf(node) }));
}

/** Every link target in the text, e.g. to check that internal links lead to existing pages. */
export function listLinks(tree: Root): string[] {
  const links: string[] = [];
  const visit = (node: Root | RootContent) => {
    if (node.type === 'link') links.push(node.url);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return links;
}

/** The fenced blocks of one language (`chart`, `quiz`), as their raw text. */
export function listCodeBlocks(tree: Root, lang: string): string[] {
  return tree.children.flatMap((node) => (node.type === 'code' && node.lang === lang ? [node.value] : []));
}
