/** Taxes: the declaration (tax.resource.ts) mounted in the app, with its menu icon. */
import PercentIcon from '@mui/icons-material/Percent';
import { declaredSettingsResource } from '../../src/components/declared/declaredSettingsResource';
import { tax } from './tax.resource';

export const taxResource = declaredSettingsResource(tax, { icon: PercentIcon });
