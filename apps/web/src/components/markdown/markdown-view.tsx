import type { Root, RootContent, TableCell } from 'mdast';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { parseChartSpec } from './chart-spec.ts';
import { ContentChart } from './content-chart.tsx';
import { headingId } from './heading-id.ts';
import { textOf } from './parse-markdown.ts';
import './prose.css';

/**
 * Renders a parsed Markdown text (an article, a lesson) as React elements: no HTML string is
 * ever injected, so the bundled content cannot carry markup or scripts. Links into the app go
 * through the router; ```chart blocks become charts; ```quiz blocks are left to the lesson page.
 */
export function MarkdownView({ tree }: { tree: Root }) {
  return <div className="zk-prose">{tree.children.map((node, i) => renderNode(node, i))}</div>;
}

function renderChildren(node: { children: RootContent[] }): ReactNode[] {
  return node.children.map((child, i) => renderNode(child, i));
}

function renderNode(node: RootContent, key: number): ReactNode {
  switch (node.type) {
    case 'heading': {
      const id = headingId(textOf(node));
      if (node.depth <= 2) {
        return (
          <h2 key={key} id={id} className="scroll-mt-24">
            {renderChildren(node)}
          </h2>
        );
      }
      return (
        <h3 key={key} id={id} className="scroll-mt-24">
          {renderChildren(node)}
        </h3>
      );
    }
    case 'paragraph':
      return <p key={key}>{renderChildren(node)}</p>;
    case 'text':
      return node.value;
    case 'strong':
      return <strong key={key}>{renderChildren(node)}</strong>;
    case 'emphasis':
      return <em key={key}>{renderChildren(node)}</em>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{renderChildren(node)}</blockquote>;
    case 'list': {
      const items = node.children.map((item) => (
        // List items hold paragraphs; a tight list shows their text without paragraph spacing.
        <li key={positionOf(item)}>
          {item.children.flatMap((child, j) =>
            child.type === 'paragraph' && !node.spread ? renderChildren(child) : [renderNode(child, j)],
          )}
        </li>
      ));
      return node.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'link':
      return node.url.startsWith('/') ? (
        <Link key={key} to={node.url}>
          {renderChildren(node)}
        </Link>
      ) : (
        <a key={key} href={node.url} rel="noopener noreferrer" target="_blank">
          {renderChildren(node)}
        </a>
      );
    case 'table': {
      const [head, ...rows] = node.children;
      const align = (i: number) => node.align?.[i] ?? undefined;
      const cell = (c: TableCell, i: number, Tag: 'th' | 'td') => (
        <Tag key={i} style={{ textAlign: align(i) ?? undefined }} scope={Tag === 'th' ? 'col' : undefined}>
          {renderChildren(c)}
        </Tag>
      );
      return (
        // A wide table scrolls on a phone: its box takes keyboard focus, so it can be scrolled
        // without a pointer (axe scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard.
        <div key={key} className="zk-prose-table" tabIndex={0}>
          <table>
            {head && (
              <thead>
                <tr>{head.children.map((c, i) => cell(c, i, 'th'))}</tr>
              </thead>
            )}
            <tbody>
              {rows.map((row) => (
                <tr key={positionOf(row)}>{row.children.map((c, i) => cell(c, i, 'td'))}</tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'code':
      if (node.lang === 'chart') return <ContentChart key={key} spec={parseChartSpec(node.value)} />;
      if (node.lang === 'quiz') return null;
      return (
        <pre key={key}>
          <code>{node.value}</code>
        </pre>
      );
    case 'delete':
      return <del key={key}>{renderChildren(node)}</del>;
    default:
      // HTML, images and footnotes are not used by the content; raw HTML is never rendered.
      return null;
  }
}

/** A node's offset in the source: a stable key for siblings (the text never reorders). */
function positionOf(node: { position?: { start: { offset?: number } } }): number {
  return node.position?.start.offset ?? 0;
}
