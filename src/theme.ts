/** The admin's look: react-admin's default theme with our brand colour. */
import type { CheckboxOwnerState, CheckboxProps } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const DELETE_DEFAULTS = {
  mutationMode: 'pessimistic',
  confirmContent: 'app.message.delete_confirm',
  successMessage: 'app.message.delete_success',
} as const;

/**
 * A checkbox's `aria-label` names its input. MUI puts the prop on its wrapper <span>, where a
 * name is not allowed and names nothing, and the checkbox itself stays unnamed: react-admin's
 * DataTable row checkbox ("Select this row") does that in every list (axe: aria-prohibited-attr,
 * and the input unlabelled). The theme's default moves it onto the input, as react-admin does
 * itself for the header's "select all" (slotProps.input). A checkbox given its own
 * `slotProps.input` keeps it as it is, wrapper label and all. (MUI merges default slot props
 * slot by slot: a checkbox given other `slotProps` gives its input's there too, not in the
 * deprecated `inputProps`.)
 */
const labelOnInput = (ownerState: CheckboxOwnerState) => ({
  ...(ownerState.inputProps as object | undefined),
  ...(ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
});
const CHECKBOX_DEFAULTS: CheckboxProps = {
  slotProps: {
    input: labelOnInput,
    // The owner state is the checkbox's props (with the theme's defaults): the input takes the label only by default.
    root: (ownerState) =>
      (ownerState as CheckboxProps).slotProps?.input === labelOnInput && ownerState['aria-label']
        ? { 'aria-label': undefined }
        : {},
  },
};

export const theme: RaThemeOptions = {
  ...defaultTheme,
  // Status chips and badges at ≥ 4.5:1 (WCAG AA) with white text, and as text on white:
  // MUI's own warning (#ed6c02, 3.1:1) and info (#0288d1, 4.1:1) are lighter.
  palette: {
    primary: { main: '#1b5e4b' },
    secondary: { main: '#2f6f8f' },
    warning: { main: '#b45309', contrastText: '#fff' },
    info: { main: '#0369a1', contrastText: '#fff' },
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    // WCAG 2.2 target size (Lighthouse `target-size`): a column's sort button is at least
    // 24 px high, not the height of its label's line.
    MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24 } } },
    MuiCheckbox: { defaultProps: CHECKBOX_DEFAULTS },
    // With nothing selected, react-admin folds the bulk actions bar to 0 px over the table's
    // header but keeps its buttons: they stayed focusable while unseen, and sat on top of the
    // header's sort buttons (target-size). Hidden, they leave the tab order and the pointer's way.
    // Every delete in the app asks first ("This can't be undone") and waits for the gateway,
    // with the same notice after: react-admin's delete buttons read these defaults
    // (useThemeProps), so a screen gives only what is its own (redirect, a notice of its own).
    RaDeleteButton: { defaultProps: DELETE_DEFAULTS },
    RaBulkDeleteButton: { defaultProps: DELETE_DEFAULTS },
    // Opened, the bar grows to a second line rather than push its last buttons (Delete) out of
    // sight: six actions with Vietnamese labels do not fit one line at 1280 px.
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: {
          '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
          '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { height: 'auto' },
          '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
        },
      },
    },
  },
};
