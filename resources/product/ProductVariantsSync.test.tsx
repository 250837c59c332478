// @vitest-environment jsdom
/**
 * Issue 15 item 13: opening an untouched product that has options but no variants does
 * not mark the form dirty (leaving it asked to confirm); changing the options still does.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductVariantsSync } from './ProductVariantsSync';

const record = { id: 'p1', title: 'Tee', price: 10, options: [{ name: 'Size', values: ['S', 'M'] }], variants: [] };

let form: ReturnType<typeof useFormContext> | undefined;
const Probe = () => {
  form = useFormContext();
  const { isDirty } = useFormState();
  return <output aria-label="dirty">{String(isDirty)}</output>;
};

afterEach(cleanup);

describe('ProductVariantsSync', () => {
  it('builds the variants of a loaded product without dirtying the form, and dirties it on an edit', async () => {
    render(
      <AdminContext>
        <Form record={record}>
          <ProductVariantsSync />
          <Probe />
        </Form>
      </AdminContext>,
    );
    await screen.findByLabelText('dirty');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect((form!.getValues('variants') as unknown[]).length).toBe(2);
    expect(screen.getByLabelText('dirty').textContent).toBe('false');

    await act(async () => {
      form!.setValue('options', [{ name: 'Size', values: ['S', 'M', 'L'] }], { shouldDirty: true });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect((form!.getValues('variants') as unknown[]).length).toBe(3);
    expect(screen.getByLabelText('dirty').textContent).toBe('true');
  });
});
