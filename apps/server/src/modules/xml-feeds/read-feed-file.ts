import { createReadStream } from 'node:fs';
import type { FeedFormat } from '@ziskomer/contracts';
import {
  detectFeedFormat,
  type FeedFields,
  GOOGLE_NAMESPACE,
  getItemElementName,
  toFeedItem,
  toFieldName,
  ZBOZI_ONLY_ELEMENTS,
} from '@ziskomer/domain';
import iconv from 'iconv-lite';
import { SaxesParser, type SaxesTagNS } from 'saxes';

/** Why a file is not a feed this product reads; the job turns it into a coded failure. */
export class FeedFileError extends Error {
  constructor(
    readonly code: 'feed_malformed' | 'feed_format_unknown' | 'feed_too_many_items',
    readonly details: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

/**
 * Reads a downloaded feed as a stream, never whole in memory: the encoding from its XML
 * declaration (UTF-8 unless it names another, e.g. windows-1250), the format from its root, and
 * its items in batches of the file's order, each item's direct child elements by canonical name
 * (deeper ones such as Heureka's PARAM or Google's shipping are not fields). Malformed XML throws
 * FeedFileError('feed_malformed') with the line where it broke, whatever was read before.
 */
export async function* readFeedFile(
  path: string,
  options: { maxItems: number },
): AsyncGenerator<{ format: FeedFormat; items: FeedFields[] }> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let format: FeedFormat | null = null;
  let rootName = '';
  let itemElement = '';
  let depth = 0;
  let itemDepth = -1;
  let current: [string, string][] | null = null;
  let field: { name: string | null; text: string } | null = null;
  let sawZboziElement = false;
  let count = 0;
  const ready: [string, string][][] = [];

  parser.on('opentag', (tag: SaxesTagNS) => {
    depth++;
    if (depth === 1) {
      rootName = tag.local;
      format = detectFeedFormat(tag.local, tag.uri);
      if (!format) throw new FeedFileError('feed_format_unknown', { root: tag.name.slice(0, 60) });
      itemElement = getItemElementName(format, rootName);
      return;
    }
    if (!format) return;
    if (current === null && tag.local === itemElement) {
      current = [];
      itemDepth = depth;
      return;
    }
    if (current !== null && depth === itemDepth + 1) {
      if (ZBOZI_ONLY_ELEMENTS.has(tag.local)) sawZboziElement = true;
      const name = toFieldName(format, tag.local, tag.uri === GOOGLE_NAMESPACE);
      // Atom's <link href="…"/> carries its value in an attribute.
      const href = tag.local === 'link' ? tag.attributes.href : undefined;
      field = { name, text: href && typeof href !== 'string' ? href.value : '' };
    }
  });
  parser.on('text', (text) => {
    if (field && depth === itemDepth + 1) field.text += text;
  });
  parser.on('cdata', (text) => {
    if (field && depth === itemDepth + 1) field.text += text;
  });
  parser.on('closetag', () => {
    if (current !== null && depth === itemDepth + 1 && field) {
      if (field.name) current.push([field.name, field.text]);
      field = null;
    } else if (current !== null && depth === itemDepth) {
      count++;
      if (count > options.maxItems)
        throw new FeedFileError('feed_too_many_items', { limit: options.maxItems });
      ready.push(current);
      current = null;
      itemDepth = -1;
    }
    depth--;
  });

  const finish = () => {
    const detected = format === 'heureka' && sawZboziElement ? 'zbozi' : format;
    const items = ready.splice(0).map((elements) => toFeedItem(detected!, elements));
    return { format: detected!, items };
  };
  try {
    const encoding = await readDeclaredEncoding(path);
    const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
    const decoded =
      encoding === 'utf-8' ? stream.setEncoding('utf8') : stream.pipe(iconv.decodeStream(encoding));
    let first = true;
    for await (const chunk of decoded) {
      parser.write(first ? (chunk as string).replace(/^\uFEFF/, '') : (chunk as string));
      first = false;
      if (ready.length >= 500) yield finish();
    }
    parser.close();
  } catch (error) {
    if (error instanceof FeedFileError) throw error;
    if (error instanceof Error && /^\d+:\d+:/.test(error.message)) {
      throw new FeedFileError('feed_malformed', { line: parser.line, reason: error.message.slice(0, 200) });
    }
    throw error;
  }
  if (!format) throw new FeedFileError('feed_malformed', { line: parser.line, reason: 'no root element' });
  yield finish();
}

/** The encoding the XML declaration names, when iconv knows it; UTF-8 otherwise. */
async function readDeclaredEncoding(path: string): Promise<string> {
  const stream = createReadStream(path, { start: 0, end: 199 });
  let head = '';
  for await (const chunk of stream) head += (chunk as Buffer).toString('latin1');
  const name = /^(?:\u00EF\u00BB\u00BF)?<\?xml[^>]*encoding=["']([A-Za-z0-9._-]+)["']/
    .exec(head)?.[1]
    ?.toLowerCase();
  if (!name || name === 'utf-8' || name === 'utf8') return 'utf-8';
  return iconv.encodingExists(name) ? name : 'utf-8';
}
