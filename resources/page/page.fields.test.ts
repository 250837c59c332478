/** The browser's zod-free list of page fields is the schema's, field for field. */
import { describe, expect, it } from 'vitest';
import { PAGE_FIELDS } from './page.fields';
import { pageShape } from './page.schema';

describe('PAGE_FIELDS', () => {
  it('names exactly the fields of pageShape', () => {
    expect([...PAGE_FIELDS].sort()).toEqual(Object.keys(pageShape).sort());
  });
});
