/** The lazy resolver loads once, on preload or first validation, and validates as the loaded one. */
import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazyResolver';

describe('lazyResolver', () => {
  it('loads nothing until used, then once, and answers what the loaded resolver answers', async () => {
    const inner = (async (values: FieldValues) =>
      values.email
        ? { values, errors: {} }
        : {
            values: {},
            errors: { email: { type: 'v', message: 'app.validation.required' } },
          }) as unknown as Resolver<FieldValues>;
    const load = vi.fn(async () => inner);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    resolver.preload();
    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<FieldValues>>[2];
    expect(await resolver({ email: '' }, undefined, options)).toMatchObject({
      errors: { email: { message: 'app.validation.required' } },
    });
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is tried again on the next use', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(async () => ({ values: {}, errors: {} }));
    const resolver = lazyResolver(load);
    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<FieldValues>>[2];
    await expect(resolver({}, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({}, undefined, options)).resolves.toEqual({ values: {}, errors: {} });
  });
});
