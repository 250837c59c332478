/**
 * /template-custom/edit-code (SPEC §2, theme layout): the theme's files in a tree, open
 * ones in tabs, Monaco (lazy, this screen only) to edit them, the diff against the saved
 * version before a save (Ctrl/Cmd+S or the button, twice: review, then save), the
 * file's history, recover-to-original, and the storefront beside it, reloaded after a save.
 * `?theme_id=` edits another theme than the published one; `?file=` opens a file.
 */
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../src/components/PageLoading';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { ThemeLayout } from '../../src/components/ThemeLayout';
import { StorefrontFrame } from '../../src/components/StorefrontFrame';
import { EditCodeToolbar } from './EditCodeToolbar';
import { TemplateFileHistory } from './TemplateFileHistory';
import { TemplateFileTree } from './TemplateFileTree';
import { TemplateTabs } from './TemplateTabs';
import { templateLanguage } from './templateLanguage';
import { useSaveShortcut, useUnsavedWarning } from './useEditorKeys';
import { useTemplateEditor } from './useTemplateEditor';

const TemplateCodeEditor = lazyNamed(() => import('./TemplateCodeEditor'), 'TemplateCodeEditor');
const FIRST_FILE = 'templates/index.liquid';

const EditCodeContent = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [search] = useSearchParams();
  const themeId = search.get('theme_id') ?? undefined;
  const editor = useTemplateEditor(themeId);
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState(false);
  const [recovering, setRecovering] = useState(false);
  const [preview, setPreview] = useState(true);
  const opened = useRef(false);
  const path = editor.active;
  const buffer = path ? editor.buffers[path] : undefined;
  const dirty = path ? editor.isDirty(path) : false;

  useEffect(() => {
    const files = editor.list.data?.files;
    if (opened.current || !files) return;
    opened.current = true;
    const wanted = search.get('file') ?? FIRST_FILE;
    const first = files.find((f) => f.path === wanted) ?? files[0];
    if (first) void editor.open(first.path).catch(() => notify('resources.templates.load_error', { type: 'error' }));
  }, [editor, search, notify]);
  useEffect(() => setReviewing(false), [path]);

  const work = async (job: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await job();
      notify(success, { type: 'success', messageArgs: { name: path } });
      return true;
    } catch (error) {
      notify((error as Error).message || 'resources.templates.save_error', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const onSave = async () => {
    if (!path || !buffer || busy) return;
    if (!dirty) return void notify('resources.templates.nothing_to_save', { type: 'info' });
    if (!reviewing) return setReviewing(true);
    if (buffer.value === '') return void notify('resources.templates.empty_refused', { type: 'error' });
    await work(() => editor.save(path), 'resources.templates.saved');
    setReviewing(false);
  };
  useSaveShortcut(() => void onSave());
  useUnsavedWarning(editor.anyDirty);

  if (editor.list.isPending) return <ScreenLoading />;
  if (editor.list.error || !editor.list.data) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('resources.templates.load_error')}
      </Alert>
    );
  }
  const { layout, files } = editor.list.data;
  return (
    <Box
      sx={{
        flex: 1,
        display: 'grid',
        minHeight: 0,
        gridTemplateColumns: { xs: '1fr', md: preview ? '240px 1fr 1fr' : '240px 1fr' },
      }}
    >
      <Title title="resources.templates.edit_code" />
      <Box sx={{ borderRight: 1, borderColor: 'divider', minHeight: 0, maxHeight: { xs: 240, md: 'none' } }}>
        <Typography component="h1" variant="subtitle1" sx={{ px: 2, pt: 1, fontWeight: 600 }}>
          {translate('resources.templates.editing', { name: layout.name })}
        </Typography>
        <TemplateFileTree
          files={files}
          active={path}
          isDirty={editor.isDirty}
          onOpen={(p) => void editor.open(p).catch(() => notify('resources.templates.load_error', { type: 'error' }))}
        />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: { xs: 480, md: 0 } }}>
        <TemplateTabs
          tabs={editor.tabs}
          active={path}
          isDirty={editor.isDirty}
          onSelect={editor.setActive}
          onClose={editor.close}
        />
        {path && (
          <EditCodeToolbar
            path={path}
            file={buffer?.file}
            dirty={dirty}
            fromDraft={Boolean(buffer?.fromDraft)}
            busy={busy}
            reviewing={reviewing}
            preview={preview}
            onSave={() => void onSave()}
            onCancelReview={() => setReviewing(false)}
            onHistory={() => setHistory(true)}
            onRecover={() => setRecovering(true)}
            onTogglePreview={() => setPreview((p) => !p)}
          />
        )}
        <Box sx={{ flex: 1, minHeight: 0 }} data-testid="code-editor">
          {!path && <Typography sx={{ p: 2 }}>{translate('resources.templates.pick_file')}</Typography>}
          {path && !buffer && <PageLoading />}
          {path && buffer && (
            <Suspense fallback={<PageLoading />}>
              <TemplateCodeEditor
                path={path}
                language={templateLanguage(path)}
                value={buffer.value}
                saved={buffer.saved}
                diff={reviewing}
                label={translate('resources.templates.editor_named', { name: path })}
                onChange={(v: string) => editor.change(path, v)}
                onSave={() => void onSave()}
              />
            </Suspense>
          )}
        </Box>
      </Box>
      {preview && (
        <Stack sx={{ borderLeft: 1, borderColor: 'divider', p: 1, minHeight: { xs: 480, md: 0 } }}>
          <StorefrontFrame
            url={layout.role === 'main' ? layout.store_url : layout.preview_url}
            reloadKey={editor.reloadKey}
            height="100%"
            title={translate('resources.themes.preview_named', { name: layout.name })}
          />
        </Stack>
      )}
      <TemplateFileHistory
        file={buffer?.file}
        open={history}
        busy={busy}
        onClose={() => setHistory(false)}
        onRestore={(id) =>
          path &&
          void work(() => editor.restore(path, id), 'resources.templates.restored').then(
            (ok) => ok && setHistory(false),
          )
        }
      />
      <Confirm
        isOpen={recovering}
        title="resources.templates.recover_title"
        content="resources.templates.recover_confirm"
        translateOptions={{ name: path }}
        onClose={() => setRecovering(false)}
        onConfirm={() => {
          setRecovering(false);
          if (path) void work(() => editor.recover(path), 'resources.templates.recovered');
        }}
      />
    </Box>
  );
};

export const EditCodePage = () => (
  <ThemeLayout>
    <EditCodeContent />
  </ThemeLayout>
);
