/** The email calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
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
import { emailRoutes } from './email.routes';

export const emailSchemas = {
  list: {
    response: EmailTemplateListAnswer,
    summary: "The shop's email templates in its language (edited or default).",
    quirk: 'Cached per shop; an update or recover clears it.',
  },
  get: {
    params: SlugParams,
    response: EmailTemplateAnswer,
    summary: 'One email template by slug.',
  },
  update: {
    body: EmailTemplateBody,
    response: EmailTemplateAnswer,
    summary: 'Save a template (subject, HTML and text, LiquidJS); a syntax error answers 400 on the field.',
    quirk: 'SPEC §7: the slug is in the body, not the path.',
  },
  recover: {
    body: RecoverBody,
    response: EmailTemplateAnswer,
    summary: 'Back to the default template of a slug.',
  },
  sendTest: {
    body: TestMailBody,
    response: answer(z.object({ mail: OutboxMail })),
    status: 202,
    summary: 'Send the template with sample order data to the merchant (ours, not in SPEC §7); queued.',
  },
} satisfies SchemaTable;

export const emailContract = contract(emailRoutes, emailSchemas);
