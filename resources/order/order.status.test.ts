/** The bulk status dialog's params: blanks left out, restock only with a refund, as 'true' or 'false'. */
import { describe, expect, it } from 'vitest';
import { bulkStatusParams, compactValues } from './order.status';

describe('bulk status params', () => {
  it('leave out blank values (an empty select keeps the value)', () => {
    expect(compactValues({ status: '', payment_status: 'paid', refund_reason: '  ' })).toEqual({
      payment_status: 'paid',
    });
  });

  it('send restock with a refund, checked or not', () => {
    expect(bulkStatusParams({ status: 'refund', refund_reason: 'Damaged', restock: true })).toEqual({
      status: 'refund',
      refund_reason: 'Damaged',
      restock: 'true',
    });
    expect(bulkStatusParams({ status: 'refund', refund_reason: 'Damaged', restock: false })).toEqual({
      status: 'refund',
      refund_reason: 'Damaged',
      restock: 'false',
    });
  });

  it('never send restock without a refund', () => {
    expect(bulkStatusParams({ status: 'fulfillment', restock: true })).toEqual({ status: 'fulfillment' });
  });
});
