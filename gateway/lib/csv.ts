/**
 * CSV for every import and export (csv-parse / csv-stringify, RFC 4180). Exports start
 * with a UTF-8 byte-order mark (spreadsheets then read Vietnamese correctly); cells that a
 * spreadsheet would run as a formula get a leading apostrophe (OWASP CSV injection) and
 * lose it again on import; digit strings a spreadsheet would damage (leading zeros of
 * barcodes and ZIP codes, 16+ digits) are written as ="…" text and read back as digits.
 * A file that cannot be read (a quote never closed) is refused with the line it starts on.
 */
import { Readable } from 'node:stream';
import { parse as parseStream } from 'csv-parse';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { GatewayError } from './errors';

export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
/** Digits a spreadsheet would turn into a number and damage: 00123, 0912…, 1234567890123456. */
const FRAGILE_DIGITS = /^(0\d+|\d{16,})$/;

/** A cell's text as written: fragile digits kept as text, formulas defused. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value !== 'string') return text;
  if (FRAGILE_DIGITS.test(text)) return `="${text}"`;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as read from a file: what cellText added is dropped again. */
export function readCell(text: string): string {
  const kept = /^="(\d+)"$/.exec(text);
  if (kept) return kept[1];
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** One record as a CSV line (CRLF). */
export const csvLine = (cells: unknown[]): string =>
  stringify([cells.map(cellText)], { record_delimiter: '\r\n', quoted_match: /[\r\n]/ });

/** A whole export: the byte-order mark, the header, the rows. */
export const csvDocument = (header: readonly string[], rows: unknown[][]): string =>
  BOM + csvLine([...header]) + rows.map(csvLine).join('');

export class CsvReadError extends GatewayError {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(400, `The CSV file cannot be read: ${reason} (line ${line})`, {
      code: 'csv.unreadable',
      errors: { csv: { message: 'app.validation.csv_unreadable', args: { line } } },
      messages: { csv: `cannot be read from line ${line}: ${reason}.` },
    });
  }
}

const OPTIONS = { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false } as const;

function readError(error: unknown, lastLine: number): unknown {
  if (!(error instanceof CsvError)) return error;
  const reason =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'a quote is opened and never closed'
      : error.code.toLowerCase().replace(/_/g, ' ');
  return new CsvReadError(lastLine + 1, reason);
}

/**
 * parseCsv for big files: the text is fed to csv-parse's stream 64 KB at a time, so the
 * event loop serves other requests between pieces (a 4 MB file parses in about a second).
 */
export async function parseCsvAsync(text: string): Promise<string[][]> {
  const CHUNK = 64 * 1024;
  const pieces = Array.from({ length: Math.ceil(text.length / CHUNK) }, (_, i) =>
    text.slice(i * CHUNK, (i + 1) * CHUNK),
  );
  const records: string[][] = [];
  let lastLine = 0;
  const parser = Readable.from(pieces).pipe(
    parseStream({
      ...OPTIONS,
      on_record: (record: string[], context: { lines: number }) => {
        lastLine = context.lines;
        return record;
      },
    }),
  );
  try {
    for await (const record of parser) {
      records.push(record as string[]);
      if (records.length % 2000 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    throw readError(error, lastLine);
  }
  return records;
}

/**
 * Records of a CSV text (a BOM is dropped; rows may have fewer or more cells than the
 * header; quotes inside an unquoted cell are kept as typed). Throws CsvReadError naming
 * the line where an unreadable record starts.
 */
export function parseCsv(text: string): string[][] {
  let lastLine = 0;
  try {
    return parse(text, {
      ...OPTIONS,
      on_record: (record: string[], context: { lines: number }) => {
        lastLine = context.lines;
        return record;
      },
    }) as string[][];
  } catch (error) {
    throw readError(error, lastLine);
  }
}
