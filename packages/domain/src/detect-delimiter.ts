import { type CsvDelimiter, csvDelimiters, MAX_HEADER_LINE } from '@ziskomer/contracts';

/**
 * Picks the field delimiter from the first lines of a file: the candidate that occurs in the
 * header (the first record that has it, below any title lines) and then the same number of times
 * on the most records (quotes respected). Ties go to
 * `;` (Czech Excel), then tab, then `,`.
 */
export function detectDelimiter(text: string, maxRecords = 30): CsvDelimiter {
  const counts = countPerRecord(text, maxRecords);
  let best: CsvDelimiter = ';';
  let bestScore = -1;
  for (const delimiter of csvDelimiters) {
    const perRecord = counts.map((record) => record[delimiter]);
    // The header is the first record that has the delimiter: title lines above it have none.
    const headerIndex = perRecord.findIndex((count, index) => count > 0 && index < MAX_HEADER_LINE);
    if (headerIndex === -1) continue;
    const header = perRecord[headerIndex] ?? 0;
    const consistent = perRecord.slice(headerIndex).filter((count) => count === header).length;
    // Consistency first; the count breaks ties between equally consistent candidates.
    const score = consistent * 1000 + Math.min(header, 999);
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

function countPerRecord(text: string, maxRecords: number): Record<CsvDelimiter, number>[] {
  const records: Record<CsvDelimiter, number>[] = [];
  let current = { ';': 0, ',': 0, '\t': 0 };
  let inQuotes = false;
  for (let i = 0; i < text.length && records.length < maxRecords; i++) {
    const char = text[i];
    if (char === '"') inQuotes = !inQuotes;
    else if (inQuotes) continue;
    else if (char === ';' || char === ',' || char === '\t') current[char]++;
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      records.push(current);
      current = { ';': 0, ',': 0, '\t': 0 };
    }
  }
  if (records.length < maxRecords && (current[';'] || current[','] || current['\t'])) records.push(current);
  return records;
}
