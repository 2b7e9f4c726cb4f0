import { ImportFileError } from './import-file-error.ts';

export interface CsvRecord {
  /** 1-based line of the file on which the record starts (the header is line 1). */
  line: number;
  fields: string[];
  /** False when the record certainly holds no NUL character (so its fields need no check). */
  mayContainNul?: boolean;
}

const QUOTE = '"';
const LF = 10;
const CR = 13;

/**
 * A streaming CSV parser over decoded text, written for speed: a line without a quote is cut
 * with one `split`, and only records with quotes are walked character by character.
 *
 * The dialect (the same as csv-parse with `relax_quotes`, which this replaced):
 * - a field that starts with `"` is quoted: it may hold delimiters, line breaks and `""` (one
 *   quote); it ends at a quote followed by a delimiter, a line break or the end of the file;
 * - a quote inside an unquoted field, or a closing quote followed by other text (`"4"x`), is kept
 *   as written;
 * - `\n`, `\r\n` and a lone `\r` each end a line, anywhere in the file; lines are numbered as an
 *   editor numbers them, line breaks inside quoted fields included;
 * - an empty line is no record; rows may have any number of fields;
 * - a quote left open at the end of the file, or a record longer than `maxRecordChars`, is a
 *   structural error naming the line where the record starts.
 */
export function createCsvRecordParser(delimiter: string, maxRecordChars: number) {
  if (delimiter.length !== 1 || delimiter === QUOTE || delimiter === '\n' || delimiter === '\r') {
    throw new Error(`unsupported delimiter ${JSON.stringify(delimiter)}`);
  }
  let buffer = '';
  /** Line of the first character of `buffer`. */
  let line = 1;
  /** Text pushed but not yet parsed: it waits while a long unfinished record is in `buffer`. */
  let waiting: string[] = [];
  let waitingChars = 0;

  function takeWaiting(): void {
    if (waiting.length === 0) return;
    buffer = buffer === '' && waiting.length === 1 ? (waiting[0] ?? '') : buffer + waiting.join('');
    waiting = [];
    waitingChars = 0;
  }

  /** Parses the complete records at the start of `buffer`; the rest waits for more text. */
  function parse(final: boolean): CsvRecord[] {
    const records: CsvRecord[] = [];
    const text = buffer;
    const length = text.length;
    const mayContainNul = text.indexOf('\u0000') !== -1;
    let position = 0;
    // Positions of the next quote, line feed and carriage return at or after `position`
    // (-1: none in the buffer), each found once and reused until passed.
    let nextQuote = -2;
    let nextLf = -2;
    let nextCr = -2;
    while (position < length) {
      if (nextLf !== -1 && nextLf < position) nextLf = text.indexOf('\n', position);
      if (nextCr !== -1 && nextCr < position) nextCr = text.indexOf('\r', position);
      if (nextQuote !== -1 && nextQuote < position) nextQuote = text.indexOf(QUOTE, position);
      const lineEnd = nextLf === -1 ? nextCr : nextCr === -1 ? nextLf : Math.min(nextLf, nextCr);
      if (nextQuote === -1 || (lineEnd !== -1 && nextQuote > lineEnd)) {
        // A line without quotes: one record, its fields split at every delimiter.
        if (lineEnd === -1 && !final) break;
        const end = lineEnd === -1 ? length : lineEnd;
        let next = end;
        if (end < length) {
          if (text.charCodeAt(end) === CR) {
            // A CR at the very end may be the first half of a CRLF that the next chunk completes.
            if (end + 1 === length && !final) break;
            next = text.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
          } else {
            next = end + 1;
          }
        }
        if (end - position > maxRecordChars) throw recordTooLarge(line, maxRecordChars);
        if (end > position) {
          records.push({ line, fields: text.slice(position, end).split(delimiter), mayContainNul });
        }
        line++;
        position = next;
        continue;
      }
      const record = parseQuotedRecord(text, position, final);
      if (record === null) {
        if (final) throw new ImportFileError('unclosed_quote', line);
        break;
      }
      if (record.end - position > maxRecordChars) throw recordTooLarge(line, maxRecordChars);
      if (!(record.fields.length === 1 && record.fields[0] === '')) {
        records.push({ line, fields: record.fields, mayContainNul });
      }
      line += 1 + record.breaks;
      position = record.next;
    }
    buffer = position === 0 ? text : text.slice(position);
    if (!final && buffer.length > maxRecordChars) throw recordTooLarge(line, maxRecordChars);
    return records;
  }

  /**
   * One record that has a quote somewhere, walked field by field from `start`: its fields, where
   * it ends (before its line break), where the next record starts and the line breaks inside its
   * quoted fields; null when the buffer ends before the record does.
   */
  function parseQuotedRecord(
    text: string,
    start: number,
    final: boolean,
  ): { fields: string[]; end: number; next: number; breaks: number } | null {
    const length = text.length;
    const fields: string[] = [];
    let breaks = 0;
    let position = start;
    for (;;) {
      let value: string;
      if (text[position] === QUOTE) {
        value = '';
        let from = position + 1;
        for (;;) {
          const quote = text.indexOf(QUOTE, from);
          if (quote === -1) return null;
          const part = text.slice(from, quote);
          breaks += countLineBreaks(part);
          value += part;
          if (quote + 1 === length) {
            if (!final) return null;
            position = quote + 1;
            break;
          }
          const after = text[quote + 1];
          if (after === QUOTE) {
            value += QUOTE;
            from = quote + 2;
            continue;
          }
          if (after === delimiter || after === '\n' || after === '\r') {
            position = quote + 1;
            break;
          }
          // Text after the closing quote: the field is kept as written, quotes included.
          const end = findFieldEnd(text, quote + 1);
          if (end === -1 && !final) return null;
          const stop = end === -1 ? length : end;
          value = `${QUOTE}${value}${QUOTE}${text.slice(quote + 1, stop)}`;
          position = stop;
          break;
        }
      } else {
        const end = findFieldEnd(text, position);
        if (end === -1 && !final) return null;
        const stop = end === -1 ? length : end;
        value = text.slice(position, stop);
        position = stop;
      }
      fields.push(value);
      if (position >= length) return { fields, end: length, next: length, breaks };
      const char = text.charCodeAt(position);
      if (char === LF) return { fields, end: position, next: position + 1, breaks };
      if (char === CR) {
        if (position + 1 === length && !final) return null;
        const next = text.charCodeAt(position + 1) === LF ? position + 2 : position + 1;
        return { fields, end: position, next, breaks };
      }
      // A delimiter: the next field starts after it (possibly empty, at the end of the line).
      position++;
    }
  }

  /** The first delimiter or line break at or after `from`, or -1. */
  function findFieldEnd(text: string, from: number): number {
    for (let index = from; index < text.length; index++) {
      const char = text[index];
      if (char === delimiter || char === '\n' || char === '\r') return index;
    }
    return -1;
  }

  return {
    /** Adds decoded text; returns the records it completes. */
    push(text: string): CsvRecord[] {
      waiting.push(text);
      waitingChars += text.length;
      // An unfinished record longer than the new text is parsed again only once the text after it
      // has doubled: scanning a 10 MB field anew for every 32 KB chunk would cost quadratic time
      // and leave hundreds of megabytes of flattened copies for the garbage collector.
      if (waitingChars < buffer.length && buffer.length + waitingChars <= maxRecordChars) return [];
      takeWaiting();
      return parse(false);
    },
    /** The end of the file: the last records, or the error of a record left open. */
    end(): CsvRecord[] {
      takeWaiting();
      const records = parse(true);
      buffer = '';
      return records;
    },
    /** The line the parser has reached (where a record that starts next would start). */
    get line() {
      return line;
    },
  };
}

/**
 * Line breaks in a quoted field's text: CRLF, LF and a lone CR each count once. (A CRLF split by
 * `""` cannot occur: the quotes sit between the two characters, so each counts on its own.)
 */
function countLineBreaks(text: string): number {
  let breaks = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) breaks++;
  for (let index = text.indexOf('\r'); index !== -1; index = text.indexOf('\r', index + 1))
    if (text.charCodeAt(index + 1) !== LF) breaks++;
  return breaks;
}

function recordTooLarge(line: number, max: number): ImportFileError {
  return new ImportFileError('record_too_large', line, { max });
}
