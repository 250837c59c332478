/** Pages: the declaration (page.resource.ts) mounted with its editor screens (rich text, SEO preview, image). */
import ArticleIcon from '@mui/icons-material/Article';
import { declaredResource } from '../../src/components/declared/declaredResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { page } from './page.resource';

export const pageResource = declaredResource(page, {
  icon: ArticleIcon,
  recordRepresentation: 'title',
  // react-admin's own `/pages…` links land under /online-store.
  redirects: true,
  views: {
    list: lazyNamed(() => import('./PageList'), 'PageList'),
    create: lazyNamed(() => import('./PageCreate'), 'PageCreate'),
    edit: lazyNamed(() => import('./PageEdit'), 'PageEdit'),
  },
});
