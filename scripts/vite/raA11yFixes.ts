/**
 * A Vite plugin fixing one accessibility fault of react-admin 5's DataTable in every list:
 * its row checkbox puts `aria-label` on MUI's wrapper <span> (a name on a span is not
 * allowed, and the checkbox itself stays unlabelled). The label is moved onto the input, as
 * react-admin already does for the header's "select all" checkbox. The build fails if the
 * code changed upstream, so the fix is revisited then (and dropped once upstream has it).
 */
import type { Plugin } from 'vite';

const FILE = /ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]SelectRowCheckbox\.js$/;
const BEFORE =
  /React\.createElement\(Checkbox, \{ "aria-label": (translate\('ra\.action\.select_row', \{\s*_: 'Select this row',\s*\}\)),/;

export function raA11yFixes(): Plugin {
  return {
    name: 'shop:ra-a11y-fixes',
    enforce: 'pre',
    transform(code, id) {
      if (!FILE.test(id)) return null;
      if (!BEFORE.test(code)) {
        this.error('react-admin SelectRowCheckbox changed: check scripts/vite/raA11yFixes.ts');
      }
      return code.replace(BEFORE, 'React.createElement(Checkbox, { slotProps: { input: { "aria-label": $1 } },');
    },
  };
}
