import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { importSummary, refusedReport, type ImportReport } from './product.import';

const report: ImportReport = {
  rows: [
    { row: 2, status: 'ok', title: 'Mug', errors: [] },
    { row: 3, status: 'error', title: 'Bowl', errors: [{ column: 'price', message: 'app.validation.number' }] },
    { row: 4, status: 'empty', title: null, errors: [] },
  ],
  missing_columns: [],
  created: 0,
};

describe('import report', () => {
  it('counts rows ready, with errors and empty, and lists the problem rows', () => {
    expect(importSummary(report)).toMatchObject({ total: 3, valid: 1, invalid: 1, empty: 1, blocked: false });
    expect(importSummary(report).problems.map((r) => r.row)).toEqual([3, 4]);
  });

  it('counts what a real run creates, updates and leaves unchanged; unchanged products are not "to import"', () => {
    const matched: ImportReport = {
      ...report,
      rows: [
        { row: 2, status: 'ok', action: 'create', title: 'New', errors: [] },
        { row: 3, status: 'ok', action: 'update', title: 'Changed', errors: [] },
        { row: 5, status: 'ok', action: 'unchanged', title: 'Same', errors: [] },
        { row: 6, status: 'ok', action: 'unchanged', title: 'Same too', errors: [] },
      ],
    };
    expect(importSummary(matched)).toMatchObject({
      total: 4,
      created: 1,
      updated: 1,
      unchanged: 2,
      valid: 2,
      invalid: 0,
      blocked: false,
    });
    expect(importSummary({ ...matched, rows: matched.rows.slice(2) })).toMatchObject({
      valid: 0,
      unchanged: 2,
      blocked: true,
    });
  });

  it('blocks the import when nothing is valid or a column is missing', () => {
    expect(importSummary({ ...report, rows: report.rows.slice(1) }).blocked).toBe(true);
    expect(importSummary({ ...report, missing_columns: ['price'] }).blocked).toBe(true);
  });

  it('reads the report a refused file carries', () => {
    const refused = new HttpError('app.product.import.missing_columns', 400, {
      data: { ...report, missing_columns: ['title'] },
    });
    expect(refusedReport(refused)?.missing_columns).toEqual(['title']);
    expect(refusedReport(new HttpError('x', 500, {}))).toBeUndefined();
  });
});
