// @vitest-environment jsdom
/** Issue 15: the strength hint under a new password, scored by the lazily loaded zxcvbn module. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form, PasswordInput, TextInput } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordStrength } from './PasswordStrength';

const show = () =>
  render(
    <AdminContext>
      <Form defaultValues={{ email: 'linh.tran@example.com', password: '' }}>
        <TextInput source="email" />
        <PasswordInput source="password" />
        <PasswordStrength />
      </Form>
    </AdminContext>,
  );

const type = (value: string) =>
  fireEvent.change(screen.getByLabelText(/password/i, { selector: 'input' }), { target: { value } });

describe('password strength hint', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows nothing before anything is typed', () => {
    show();
    expect(screen.queryByTestId('password-strength')).toBeNull();
  });

  it('calls a common password very weak and says it is too guessable', async () => {
    show();
    type('12345678');
    const hint = await screen.findByTestId('password-strength', {}, { timeout: 20_000 });
    expect(hint.dataset.score).toBe('0');
    expect(hint.textContent).toContain('app.signup.strength.score_0');
    expect(hint.textContent).toContain('app.signup.strength.too_guessable');
  });

  it("counts the person's own e-mail against the password", async () => {
    show();
    type('linh.tran');
    expect((await screen.findByTestId('password-strength', {}, { timeout: 20_000 })).dataset.score).toBe('0');
  });

  it('calls several unusual words strong, with no warning', async () => {
    show();
    type('maple tea kettle cobalt');
    const hint = await screen.findByTestId('password-strength', {}, { timeout: 20_000 });
    expect(Number(hint.dataset.score)).toBeGreaterThanOrEqual(3);
    expect(hint.textContent).not.toContain('too_guessable');
  });
});
