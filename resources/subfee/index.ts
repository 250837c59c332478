/** Surcharges: the declaration (subfee.resource.ts) mounted in the app, with its menu icon. */
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { declaredResource } from '../../src/components/declared/declaredResource';
import { subfee } from './subfee.resource';

export const subfeeResource = declaredResource(subfee, { icon: PriceChangeIcon });
