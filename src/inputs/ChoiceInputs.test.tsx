// @vitest-environment jsdom
/** The light radio and select inputs: labelled, the form's value shown, a choice saved, a server error shown. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Form } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioChoicesInput, SelectChoicesInput } from './ChoiceInputs';

const choices = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
];

const show = (values: Record<string, unknown>, children: ReactNode) => {
  const onSubmit = vi.fn();
  render(
    <AdminContext>
      <Form defaultValues={values} onSubmit={onSubmit}>
        {children}
        <button type="submit">save</button>
      </Form>
    </AdminContext>,
  );
  return async () => {
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return onSubmit.mock.calls[0][0] as Record<string, unknown>;
  };
};

const Fail = ({ source }: { source: string }) => {
  const { setError } = useFormContext();
  return (
    <button type="button" onClick={() => setError(source, { type: 'server', message: 'Refused' })}>
      fail
    </button>
  );
};

describe('RadioChoicesInput', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('checks the current choice and saves the one clicked', async () => {
    const save = show(
      { status: 'active' },
      <RadioChoicesInput source="status" label={false} choices={choices} helperText="Shown or hidden" />,
    );
    expect((screen.getByRole('radio', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Shown or hidden')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    expect(await save()).toMatchObject({ status: 'inactive' });
  });

  it('shows a server error under the radios', async () => {
    show(
      { status: 'active' },
      <>
        <Fail source="status" />
        <RadioChoicesInput source="status" choices={choices} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    await screen.findByText('Refused');
  });
});

describe('SelectChoicesInput', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('shows the current choice under its label, saves the one picked, and the empty choice as null (as SelectInput)', async () => {
    const save = show(
      { image: 'active' },
      <SelectChoicesInput source="image" label="Image" choices={choices} emptyText="No image" />,
    );
    const select = screen.getByRole('combobox', { name: /Image/ });
    expect(select.textContent).toBe('Active');
    fireEvent.mouseDown(select);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(select.textContent).toBe('Inactive'));
    fireEvent.mouseDown(select);
    const empty = within(await screen.findByRole('listbox')).getAllByRole('option')[0];
    expect(empty.textContent).toBe('No image');
    fireEvent.click(empty);
    expect(await save()).toMatchObject({ image: null });
  });
});
