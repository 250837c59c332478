/** Languages: the declaration (language.resource.ts) mounted in the app, with its screen (LanguagesView). */
import TranslateIcon from '@mui/icons-material/Translate';
import { declaredSettingsResource } from '../../src/components/declared/declaredSettingsResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { language } from './language.resource';

const view = lazyNamed(() => import('./LanguagesView'), 'LanguagesView');

export const languageResource = declaredSettingsResource(language, { icon: TranslateIcon, view });
