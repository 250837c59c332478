/**
 * SPEC §7 Email templates: the list, one by slug, update (slug in the body), recover to
 * the default; and the test mail to the merchant (ours). POST /email/send/order is in mail.cases.ts.
 */
import { type HttpError } from 'ra-core';
import { expect } from 'vitest';
import { emailRoutes } from '../../resources/email/email.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/email/api/${SHOP_ID}`;
const template = {
  _id: 'order_confirmation',
  slug: 'order_confirmation',
  language: 'en',
  subject: 'Order {{ order.name }} confirmed',
  html: '<h1>Thank you</h1>',
  text: 'Thank you',
  customized: true,
  updated_at: '2026-11-23T10:00:00.000Z',
};
const mail = {
  _id: 'm9',
  id: 'm9',
  shop_id: SHOP_ID,
  order_id: null,
  to: 'owner@example.com',
  kind: 'test',
  subject: 'Order #1001 confirmed',
  body: 'Thank you',
  html: '<h1>Thank you</h1>',
  transport: 'smtp',
  status: 'queued',
  error_code: null,
  created_at: '2026-11-23T10:00:00.000Z',
};

export const emailCases: ContractCase[] = [
  callCase({
    route: emailRoutes.list,
    args: {},
    request: { method: 'GET', path: base },
    reply: { data: { templates: [template], total: 1 } },
    what: 'reads data.templates',
  }),
  callCase({
    route: emailRoutes.get,
    args: { params: { slug: 'order_confirmation' } },
    request: { method: 'GET', path: `${base}/order_confirmation` },
    reply: { data: template },
    what: 'reads data as the template',
  }),
  callCase({
    route: emailRoutes.update,
    args: {
      body: {
        slug: 'order_confirmation',
        subject: 'Order {{ order.name }} confirmed',
        html: '<h1>Thank you</h1>',
        text: 'Thank you',
      },
    },
    request: {
      method: 'PUT',
      path: base,
      body: {
        slug: 'order_confirmation',
        subject: 'Order {{ order.name }} confirmed',
        html: '<h1>Thank you</h1>',
        text: 'Thank you',
      },
    },
    reply: { data: template },
    what: 'sends the slug in the body, reads data',
  }),
  {
    route: emailRoutes.update,
    variant: 'a Liquid syntax error',
    act: ({ dataProvider }) =>
      dataProvider
        .call(emailRoutes.update, {
          body: { slug: 'order_confirmation', subject: 'x', html: '{% if %}', text: '' },
        })
        .catch((error: unknown) => error),
    request: {
      method: 'PUT',
      path: base,
      body: { slug: 'order_confirmation', subject: 'x', html: '{% if %}', text: '' },
    },
    reply: {
      status: 400,
      json: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please check data fields!',
        errors: { html: { message: 'resources.email_templates.validation.syntax' } },
      },
    },
    reads: { what: 'rejects with the 400', check: (r) => expect((r as HttpError).status).toBe(400) },
  },
  callCase({
    route: emailRoutes.recover,
    args: { body: { slug: 'order_confirmation' } },
    request: { method: 'POST', path: `${base}/recover`, body: { slug: 'order_confirmation' } },
    reply: { data: { ...template, customized: false, updated_at: null } },
    what: 'sends the slug, reads the default back',
  }),
  callCase({
    route: emailRoutes.sendTest,
    args: { body: { slug: 'order_confirmation' } },
    request: { method: 'POST', path: `${base}/test`, body: { slug: 'order_confirmation' } },
    reply: { data: { mail } },
    status: 202,
    what: 'reads data.mail (queued)',
  }),
];
