/** SPEC §7 Email templates (the fifth, POST /email/send/order, is in resources/mail). */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import { answer } from '../../core/answers';
import { OutboxMail } from '../mail/mail.schema';
import {
  EmailTemplateAnswer,
  EmailTemplateBody,
  EmailTemplateListAnswer,
  RecoverBody,
  SlugParams,
  TestMailBody,
} from './email.schema';

export const emailRoutes = defineRoutes('email', {
  list: {
    method: 'GET',
    path: '/email/api/{shop}',
    response: EmailTemplateListAnswer,
    summary: "The shop's email templates in its language (edited or default).",
    quirk: 'Cached per shop; an update or recover clears it.',
  },
  get: {
    method: 'GET',
    path: '/email/api/{shop}/{slug}',
    params: SlugParams,
    response: EmailTemplateAnswer,
    summary: 'One email template by slug.',
  },
  update: {
    method: 'PUT',
    path: '/email/api/{shop}',
    body: EmailTemplateBody,
    response: EmailTemplateAnswer,
    summary: 'Save a template (subject, HTML and text, LiquidJS); a syntax error answers 400 on the field.',
    quirk: 'SPEC §7: the slug is in the body, not the path.',
  },
  recover: {
    method: 'POST',
    path: '/email/api/{shop}/recover',
    body: RecoverBody,
    response: EmailTemplateAnswer,
    summary: 'Back to the default template of a slug.',
  },
  sendTest: {
    method: 'POST',
    path: '/email/api/{shop}/test',
    body: TestMailBody,
    response: answer(z.object({ mail: OutboxMail })),
    status: 202,
    summary: 'Send the template with sample order data to the merchant (ours, not in SPEC §7); queued.',
  },
});
