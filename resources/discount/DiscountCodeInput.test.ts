/** The generated discount code: 12 characters from an alphabet without look-alikes. */
import { describe, expect, it } from 'vitest';
import { generateCode } from './DiscountCodeInput';

describe('generateCode', () => {
  it('makes 12 characters without 0, O, 1 or I', () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
  });

  it('maps each random byte onto the alphabet', () => {
    expect(generateCode(4, () => new Uint8Array([0, 1, 31, 32]))).toBe('AB9A');
  });
});
