// @vitest-environment jsdom
/**
 * A gateway 400 on a react-admin <Edit> (no save hook of ours): the http layer turns its
 * flat field errors into react-admin's, and the form shows each translated message on its
 * field, nested paths included, keeping what was typed.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, ArrayInput, Edit, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildDataProvider } from '../dataProvider/buildDataProvider';
import { GatewayClient } from '../dataProvider/http';
import { defineRoutes } from '../core/route';
import { defineResource } from '../src/lib/defineResource';
import { buildI18nProvider } from './i18nProvider';

const GATEWAY = 'http://gateway.test';
const Thing = z.object({ _id: z.string(), title: z.string(), lines: z.array(z.object({ sku: z.string() })) });
const routes = defineRoutes('thing', {
  get: { method: 'GET', path: '/thing/api/{shop}/{thing_id}', response: z.object({ data: Thing }), summary: 'one' },
  update: {
    method: 'PUT',
    path: '/thing/api/{shop}/{thing_id}',
    response: z.object({ data: Thing }),
    summary: 'update',
  },
});
const things = defineResource({
  name: 'things',
  idField: '_id',
  crud: { getOne: { route: routes.get }, update: { route: routes.update } },
  i18n: { en: {}, vi: {} },
});

const i18nProvider = buildI18nProvider([things]);
const TITLE_ARGS = { field: 'app.field.title', n: 71 };
const titleMessage = i18nProvider.translate('app.validation.maxLength', TITLE_ARGS);
const skuMessage = i18nProvider.translate('app.validation.invalid');

const record = { _id: 't1', title: 'Mug', lines: [{ sku: 'A-1' }, { sku: 'B-2' }] };
const server = setupServer(
  http.get(`${GATEWAY}/thing/api/shop-1/t1`, () => HttpResponse.json({ data: record })),
  http.put(`${GATEWAY}/thing/api/shop-1/t1`, () =>
    HttpResponse.json(
      {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please check data fields!',
        errors: {
          title: { message: 'app.validation.maxLength', args: TITLE_ARGS },
          'lines.1.sku': { message: 'app.validation.invalid' },
        },
      },
      { status: 400 },
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const client = new GatewayClient({ baseURL: GATEWAY, getToken: () => 'tok', getShopId: () => 'shop-1' });
const dataProvider = buildDataProvider(client, [things]);

describe('a gateway 400 on a react-admin form', () => {
  it('shows the translated message on each field, nested ones too, and keeps what was typed', async () => {
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Edit resource="things" id="t1" mutationMode="pessimistic">
          <SimpleForm>
            <TextInput source="title" />
            <ArrayInput source="lines">
              <SimpleFormIterator>
                <TextInput source="sku" />
              </SimpleFormIterator>
            </ArrayInput>
          </SimpleForm>
        </Edit>
      </AdminContext>,
    );
    const title = await screen.findByDisplayValue('Mug');
    fireEvent.change(title, { target: { value: 'Mug, too long' } });
    fireEvent.click(screen.getByRole('button', { name: i18nProvider.translate('ra.action.save') }));
    // Translated with its arguments (the field's own label too), not the key.
    expect(titleMessage).not.toContain('app.');
    await screen.findByText(titleMessage);
    expect(screen.getByText(skuMessage)).toBeTruthy();
    // The message sits on the second line's SKU, not the first.
    const second = screen.getByDisplayValue('B-2');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByDisplayValue('A-1').getAttribute('aria-invalid')).toBe('false');
    await waitFor(() => expect(screen.getByDisplayValue('Mug, too long')).toBeTruthy());
  });
});
