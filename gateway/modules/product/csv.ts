/**
 * RFC 4180 CSV: quoted fields with commas, quotes and line breaks; CRLF or LF. Cells that
 * a spreadsheet would run as a formula are written with a leading apostrophe (OWASP CSV
 * injection) and read back without it.
 */

/** Records of a CSV text; a line ending at the very end does not make an extra record. */
export function parseCsv(text: string): string[][] {
  const input = text.replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < input.length) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (c === '\r' && input[i + 1] === '\n') i++;
    } else field += c;
    i++;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as written to the file: quoted when needed, formulas defused. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell as read from a file: the apostrophe csvCell added is dropped again. */
export const readCell = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
