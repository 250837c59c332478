// @vitest-environment jsdom
/** The titled card of the detail screens and forms: a region named by its title, with its heading and action. */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionCard } from './SectionCard';

afterEach(cleanup);

describe('SectionCard', () => {
  it('is a region named by its title, headed by it, with the action beside the heading', () => {
    render(
      <AdminContext>
        <SectionCard title="Payment" action={<button type="button">Edit</button>}>
          <p>Paid</p>
        </SectionCard>
      </AdminContext>,
    );
    const region = screen.getByRole('region', { name: 'Payment' });
    expect(region.querySelector('h2')?.textContent).toBe('PaymentEdit');
    expect(screen.getByRole('button', { name: 'Edit' }).closest('h2')).not.toBeNull();
    expect(region.textContent).toContain('Paid');
  });

  it('is raised with space below by default, outlined and flat in a form column', () => {
    render(
      <AdminContext>
        <SectionCard title="Raised">x</SectionCard>
        <SectionCard title="Flat" outlined headingStyle="plain">
          y
        </SectionCard>
      </AdminContext>,
    );
    expect(screen.getByRole('region', { name: 'Raised' }).className).not.toMatch(/MuiPaper-outlined/);
    expect(screen.getByRole('region', { name: 'Flat' }).className).toMatch(/MuiPaper-outlined/);
  });
});
