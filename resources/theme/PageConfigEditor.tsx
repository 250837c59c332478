/**
 * A page's sections (SPEC §7 page-config/{file_name}) as a form: order, shown or hidden,
 * and each section's settings. "Preview" saves the temporary version (the frame beside
 * shows it), "Save" the real one. What was typed stays on a failed save.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { moveSection, parseSetting, setSetting, toggleSection } from './pageSections';
import { TEMPLATE_PAGES, type PageConfig } from './template.schema';
import { usePageConfig, type TemplatePage } from './usePageConfig';

export interface PageConfigEditorProps {
  themeId: string | undefined;
  onPreview: () => void;
  onSaved: () => void;
}

/** `button_label` -> `Button label`: a setting of a theme we do not ship is shown by its name, as words. */
const words = (name: string) => name.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

const Setting = ({
  name,
  value,
  onChange,
}: {
  name: string;
  value: unknown;
  onChange: (v: string | number | boolean | null) => void;
}) => {
  const translate = useTranslate();
  const label = translate(`resources.templates.settings.${name}`, { _: words(name) });
  if (typeof value === 'boolean') {
    return (
      <FormControlLabel
        control={<Switch checked={value} onChange={(e) => onChange(e.target.checked)} />}
        label={label}
      />
    );
  }
  const v = value as string | number | null;
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={v ?? ''}
      type={typeof v === 'number' ? 'number' : 'text'}
      multiline={typeof v === 'string' && v.length > 60}
      onChange={(e) => onChange(parseSetting(v, e.target.value))}
    />
  );
};

const Sections = ({ page, themeId, onPreview, onSaved }: PageConfigEditorProps & { page: TemplatePage }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { config, write } = usePageConfig(themeId, page);
  const [draft, setDraft] = useState<PageConfig | null>(null);
  const [busy, setBusy] = useState(false);
  if (config.isPending) return <ScreenLoading />;
  if (config.error || !config.data)
    return <Alert severity="error">{translate('resources.templates.page_error')}</Alert>;
  const current = draft ?? config.data;
  const submit = async (preview: boolean) => {
    setBusy(true);
    try {
      await write(current, preview);
      if (preview) onPreview();
      else {
        setDraft(null);
        onSaved();
        notify('resources.templates.page_saved', { type: 'success' });
      }
    } catch (error) {
      notify((error as Error).message || 'resources.templates.save_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      {current.order.length === 0 && <Typography>{translate('resources.templates.page_empty')}</Typography>}
      {current.order.map((id, index) => {
        const section = current.sections[id];
        if (!section) return null;
        return (
          <Card
            key={id}
            variant="outlined"
            component="section"
            aria-label={translate('resources.templates.section_named', { name: section.type })}
          >
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography component="h3" variant="subtitle2" sx={{ flex: 1, fontFamily: 'monospace' }}>
                  {section.type}
                </Typography>
                <FormControlLabel
                  label={translate('resources.templates.section_shown')}
                  control={<Switch checked={!section.disabled} onChange={() => setDraft(toggleSection(current, id))} />}
                />
                <IconButton
                  size="small"
                  disabled={index === 0}
                  onClick={() => setDraft(moveSection(current, id, -1))}
                  aria-label={translate('resources.templates.move_up', { name: section.type })}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={index === current.order.length - 1}
                  onClick={() => setDraft(moveSection(current, id, 1))}
                  aria-label={translate('resources.templates.move_down', { name: section.type })}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </Stack>
              <Stack spacing={1.5} sx={{ mt: 1 }}>
                {Object.entries(section.settings).map(([name, value]) => (
                  <Setting
                    key={name}
                    name={name}
                    value={value}
                    onChange={(v) => setDraft(setSetting(current, id, name, v))}
                  />
                ))}
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      <Stack direction="row" spacing={1}>
        <Button disabled={busy} onClick={() => void submit(true)}>
          {translate('resources.templates.page_preview')}
        </Button>
        <Button variant="contained" disabled={busy || !draft} onClick={() => void submit(false)}>
          {translate('ra.action.save')}
        </Button>
      </Stack>
    </Stack>
  );
};

export const PageConfigEditor = (props: PageConfigEditorProps) => {
  const translate = useTranslate();
  const [page, setPage] = useState<TemplatePage>('index');
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={translate('resources.templates.page')}
        value={page}
        onChange={(e) => setPage(e.target.value as TemplatePage)}
        sx={{ maxWidth: 280 }}
      >
        {TEMPLATE_PAGES.map((p) => (
          <MenuItem key={p} value={p}>
            {translate(`resources.templates.pages.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      <Sections key={page} page={page} {...props} />
    </Stack>
  );
};
