/** Pages: the declaration (page.resource.ts) mounted with its list and its editor's layout (rich text, SEO preview, image). */
import ArticleIcon from '@mui/icons-material/Article';
import { declaredResource } from '../../src/components/declared/declaredResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { page } from './page.resource';

export const pageResource = declaredResource(page, {
  icon: ArticleIcon,
  recordRepresentation: 'title',
  // react-admin's own `/pages…` links land under /online-store.
  redirects: true,
  // The list keeps its chips and always-shown filters; the forms lay out the editor, SEO and side cards.
  views: { list: lazyNamed(() => import('./PageList'), 'PageList') },
  form: lazyNamed(() => import('./PageInputs'), 'PageInputs'),
});
