/**
 * Email templates (SPEC §7 /email/api/{shop}): a list at /setting/email-template and an
 * editor at /setting/email-template/{slug}, with a live preview, variables, a test mail
 * to the merchant and recover to the default.
 */
import MailIcon from '@mui/icons-material/MarkEmailRead';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { emailScreens } from './email.resource';
import { emailRoutes } from './email.routes';

const EmailTemplateList = lazyNamed(() => import('./EmailTemplateList'), 'EmailTemplateList');
const EmailTemplateEdit = lazyNamed(() => import('./EmailTemplateEdit'), 'EmailTemplateEdit');

export const emailResource = defineResource({
  name: 'email_templates',
  idField: '_id',
  crud: {
    getList: {
      route: emailRoutes.list,
      query: () => ({}),
      read: (answer) => ({ data: answer.data.templates, total: answer.data.total }),
    },
    getOne: { route: emailRoutes.get, params: (p) => ({ slug: String(p.id) }) },
    update: {
      route: emailRoutes.update,
      params: () => ({}),
      body: (p) => ({ slug: String(p.id), subject: p.data.subject, html: p.data.html, text: p.data.text ?? '' }),
    },
  },
  i18n: () => import('./email.i18n').then((m) => m.emailMessages),
  icon: MailIcon,
  recordRepresentation: 'slug',
  menu: false,
  routes: [
    {
      path: emailScreens.list,
      component: EmailTemplateList,
      menu: { label: 'resources.email_templates.menu', group: 'settings', order: 40, icon: MailIcon },
    },
    { path: emailScreens.patterns.edit, component: EmailTemplateEdit },
  ],
});
