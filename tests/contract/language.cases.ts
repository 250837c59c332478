/** Language settings (ours): the store language and the storefront languages. */
import { languageRoutes } from '../../resources/language/language.resource';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const settings = { language: 'vi', storefront: ['vi', 'en'] };

export const languageCases: ContractCase[] = [
  callCase({
    route: languageRoutes.get,
    args: {},
    request: { method: 'GET', path: `/language/api/${SHOP_ID}` },
    reply: { data: settings },
    what: 'reads data',
  }),
  callCase({
    route: languageRoutes.update,
    args: { body: settings },
    request: { method: 'PUT', path: `/language/api/${SHOP_ID}`, body: settings },
    reply: { data: settings },
    what: 'sends the settings, reads data',
  }),
];
