// @vitest-environment jsdom
/**
 * LazyInput: the stand-in shows the selection and the label, loads nothing until pointed at
 * or focused; focus swaps the real input in (a real react-admin TextArrayInput here) with
 * the focus, what was typed and a pending Enter; the selection is saved with the form.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AdminContext, Form, TextArrayInput, type TextArrayInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyInput, lazyInput, type LazyInputLoader } from './LazyInput';

/** A loader resolved by the test, counting its calls. */
function deferredLoader() {
  let resolve: (c: ComponentType<TextArrayInputProps>) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<ComponentType<TextArrayInputProps>>((r) => {
        resolve = r;
      }),
  );
  return { input: lazyInput(load), load, finish: () => act(async () => resolve(TextArrayInput)) };
}

/** As the product form uses it: the chips are the field's values. */
const TagsInput = ({ input }: { input: LazyInputLoader<TextArrayInputProps> }) => {
  const tags = (useWatch({ name: 'tags' }) as string[] | undefined) ?? [];
  return (
    <LazyInput
      input={input}
      props={{ source: 'tags', label: 'Tags' }}
      source="tags"
      label="Tags"
      names={tags}
      multiple
    />
  );
};

const show = (input: LazyInputLoader<TextArrayInputProps>, tags: string[], onSubmit = vi.fn()) => {
  render(
    <AdminContext>
      <Form defaultValues={{ tags }} onSubmit={onSubmit}>
        <TagsInput input={input} />
        <button type="submit">save</button>
      </Form>
    </AdminContext>,
  );
  return onSubmit;
};

/** What the http layer does with a gateway 400 (src/lib/submissionErrors.ts). */
const ServerError = () => {
  const { setError } = useFormContext();
  return (
    <button type="button" onClick={() => setError('tags', { type: 'server', message: 'Too many tags' })}>
      fail
    </button>
  );
};

describe('LazyInput', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('shows the selection as chips under the label, and loads nothing before it is used', () => {
    const { input, load } = deferredLoader();
    show(input, ['linen', 'summer']);
    expect(screen.getByRole('textbox', { name: 'Tags' })).toBeTruthy();
    expect(screen.getByText('linen')).toBeTruthy();
    expect(screen.getByText('summer')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts loading when pointed at, once', () => {
    const { input, load } = deferredLoader();
    show(input, []);
    const standIn = screen.getByRole('textbox', { name: 'Tags' });
    fireEvent.pointerEnter(standIn.closest('.ra-input')!.parentElement!);
    fireEvent.focus(standIn);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands the focus, the typed text and Enter to the real input, and the form saves the new chip', async () => {
    const { input, finish } = deferredLoader();
    const onSubmit = show(input, ['linen']);
    const standIn = screen.getByRole('textbox', { name: 'Tags' });
    act(() => standIn.focus());
    fireEvent.change(standIn, { target: { value: 'blue' } });
    fireEvent.keyDown(standIn, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled(); // Enter in the stand-in does not submit the form
    await finish();
    // The real autocomplete: a combobox, focused, with the typed value turned into a chip.
    const real = await screen.findByRole('combobox', { name: 'Tags' });
    await waitFor(() => expect(document.activeElement).toBe(real));
    await screen.findByText('blue');
    expect(screen.getByText('linen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ tags: ['linen', 'blue'] });
  });

  it('deletes a chip before the real input is there, and the form saves without it', async () => {
    const { input, load } = deferredLoader();
    const onSubmit = show(input, ['linen', 'summer']);
    const summer = screen.getByText('summer').closest('.MuiChip-root')!;
    fireEvent.click(summer.querySelector('.MuiChip-deleteIcon')!);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ tags: ['linen'] });
    expect(load).not.toHaveBeenCalled();
  });

  it('renders the real input at once when it was loaded before', async () => {
    const { input, finish } = deferredLoader();
    show(input, []);
    fireEvent.focus(screen.getByRole('textbox', { name: 'Tags' }));
    await finish();
    cleanup();
    show(input, ['linen']);
    expect(screen.getByRole('combobox', { name: 'Tags' })).toBeTruthy();
  });

  it('shows a server error of the field on the stand-in', async () => {
    const { input } = deferredLoader();
    render(
      <AdminContext>
        <Form defaultValues={{ tags: [] }}>
          <ServerError />
          <LazyInput input={input} props={{ source: 'tags' }} source="tags" label="Tags" names={[]} multiple />
        </Form>
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    await screen.findByText('Too many tags');
    expect(screen.getByRole('textbox', { name: 'Tags' }).getAttribute('aria-invalid')).toBe('true');
  });
});
