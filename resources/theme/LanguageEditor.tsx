/**
 * The theme's words (locales/en.json and locales/vi.json) as a searchable form: one row per
 * key, English and Vietnamese side by side. Save writes the locale files that changed.
 */
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { flattenLocale, localeRows, unflattenLocale } from './localeKeys';
import { useLocaleFiles, type Language } from './useLocaleFiles';

const LANGS: Language[] = ['en', 'vi'];
const PAGE = 100;

export const LanguageEditor = ({ themeId, onSaved }: { themeId: string | undefined; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const files = useLocaleFiles(themeId);
  const [edits, setEdits] = useState<Record<Language, Record<string, string>>>({ en: {}, vi: {} });
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const flat = useMemo(
    () => ({
      en: files.data?.en ? flattenLocale(files.data.en.tree) : {},
      vi: files.data?.vi ? flattenLocale(files.data.vi.tree) : {},
    }),
    [files.data],
  );

  if (files.isPending) return <ScreenLoading />;
  if (files.error || !files.data)
    return <Alert severity="error">{translate('resources.templates.language_error')}</Alert>;
  const value = (lang: Language, key: string) => edits[lang][key] ?? flat[lang][key] ?? '';
  const rows = localeRows({ ...flat.en, ...edits.en }, { ...flat.vi, ...edits.vi }, search);
  const changed = LANGS.filter((l) => Object.entries(edits[l]).some(([k, v]) => v !== (flat[l][k] ?? '')));

  const save = async () => {
    setSaving(true);
    try {
      for (const lang of changed) {
        const file = files.data[lang];
        await files.write(lang, file?.path, unflattenLocale(file?.tree ?? {}, edits[lang]));
      }
      setEdits({ en: {}, vi: {} });
      notify('resources.templates.language_saved', { type: 'success' });
      onSaved();
    } catch (error) {
      // What was typed stays in the form.
      notify((error as Error).message || 'resources.templates.save_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      {files.data.invalid.length > 0 && (
        <Alert severity="warning">
          {translate('resources.templates.language_invalid', { files: files.data.invalid.join(', ') })}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={translate('resources.templates.language_search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" disabled={saving || changed.length === 0} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {translate('resources.templates.language_count', { smart_count: rows.length })}
      </Typography>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& td, & th': { p: 0.5, verticalAlign: 'top', textAlign: 'left' },
        }}
      >
        <thead>
          <tr>
            <th scope="col">{translate('resources.templates.language_key')}</th>
            <th scope="col">{translate('resources.templates.language_en')}</th>
            <th scope="col">{translate('resources.templates.language_vi')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, PAGE).map((key) => (
            <tr key={key}>
              <Box component="td" sx={{ fontFamily: 'monospace', fontSize: 12, width: '28%', wordBreak: 'break-all' }}>
                {key}
              </Box>
              {LANGS.map((lang) => (
                <td key={lang}>
                  <TextField
                    size="small"
                    hiddenLabel
                    fullWidth
                    multiline
                    maxRows={4}
                    value={value(lang, key)}
                    slotProps={{
                      htmlInput: { 'aria-label': translate(`resources.templates.language_field_${lang}`, { key }) },
                    }}
                    onChange={(e) => setEdits((all) => ({ ...all, [lang]: { ...all[lang], [key]: e.target.value } }))}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
      {rows.length > PAGE && (
        <Typography variant="body2">
          {translate('resources.templates.language_more', { smart_count: rows.length - PAGE })}
        </Typography>
      )}
    </Stack>
  );
};
