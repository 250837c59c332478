/** Above the editor: the file, its state, and save (review the diff first), history, recover, preview. */
import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import SaveIcon from '@mui/icons-material/Save';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TemplateFile } from './template.schema';

export interface EditCodeToolbarProps {
  path: string;
  file: TemplateFile | undefined;
  dirty: boolean;
  /** The unsaved text came back from the browser's draft (a reload, a failed save). */
  fromDraft: boolean;
  busy: boolean;
  reviewing: boolean;
  preview: boolean;
  onSave: () => void;
  onCancelReview: () => void;
  onHistory: () => void;
  onRecover: () => void;
  onTogglePreview: () => void;
}

export const EditCodeToolbar = (p: EditCodeToolbarProps) => {
  const translate = useTranslate();
  const state = p.reviewing
    ? 'resources.templates.reviewing'
    : p.dirty
      ? p.fromDraft
        ? 'resources.templates.draft_restored'
        : 'resources.templates.unsaved'
      : 'resources.templates.all_saved';
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ px: 1, py: 0.5, alignItems: 'center', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography component="h2" variant="body2" sx={{ fontFamily: 'monospace', flex: 1, minWidth: 160 }}>
        {p.path}
      </Typography>
      <Typography variant="caption" color={p.dirty ? 'warning.dark' : 'text.secondary'} role="status">
        {translate(state)}
      </Typography>
      {p.reviewing && (
        <Button size="small" onClick={p.onCancelReview}>
          {translate('resources.templates.keep_editing')}
        </Button>
      )}
      <Button
        size="small"
        variant="contained"
        startIcon={<SaveIcon />}
        disabled={p.busy || !p.dirty}
        onClick={p.onSave}
      >
        {translate(p.reviewing ? 'resources.templates.confirm_save' : 'resources.templates.review_save')}
      </Button>
      <Tooltip title={translate('resources.templates.history')}>
        <span>
          <IconButton
            size="small"
            disabled={!p.file}
            onClick={p.onHistory}
            aria-label={translate('resources.templates.history')}
          >
            <HistoryIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('resources.templates.recover')}>
        <span>
          <IconButton
            size="small"
            disabled={p.busy || !p.file?.in_original}
            onClick={p.onRecover}
            aria-label={translate('resources.templates.recover')}
          >
            <RestoreIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('resources.templates.preview_toggle')}>
        <IconButton
          size="small"
          aria-pressed={p.preview}
          onClick={p.onTogglePreview}
          color={p.preview ? 'primary' : 'default'}
          aria-label={translate('resources.templates.preview_toggle')}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
