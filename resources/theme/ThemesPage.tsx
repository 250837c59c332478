/**
 * /online-store/themes and /online-store/themes/{action}/{id} (SPEC §2): the published
 * theme with its storefront, the shop's other themes, and rename, duplicate, download,
 * upload, publish, delete. `preview/{id}` and `rename/{id}` open on that theme.
 */
import { Alert, Button, Link as MuiLink, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CurrentThemeCard } from './CurrentThemeCard';
import { ThemeAddButtons } from './ThemeAddButtons';
import { ThemeLibrary } from './ThemeLibrary';
import { ThemePreviewDialog } from './ThemePreviewDialog';
import { ThemeRenameDialog } from './ThemeRenameDialog';
import type { Layout } from './theme.schema';
import { themeScreens } from './theme.resource';
import { useThemes } from './useThemes';

export const ThemesPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { action, id } = useParams();
  const themes = useThemes();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<Layout | null>(null);
  const [renaming, setRenaming] = useState<Layout | undefined>();
  const all = themes.layouts.data ?? [];
  const routeLayout = action === 'rename' ? all.find((l) => l.id === id) : undefined;

  const run = async (work: () => Promise<unknown>, success: string, args?: Record<string, unknown>) => {
    setBusy(true);
    try {
      await work();
      notify(success, { type: 'success', messageArgs: args });
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const duplicate = (l: Layout) =>
    run(() => themes.act(l.id, 'duplicate'), 'resources.themes.duplicated', { name: l.name });
  const download = (l: Layout) => run(() => themes.download(l), 'resources.themes.downloaded', { name: l.name });
  const closeRoute = () => navigate(themeScreens.list);

  if (themes.layouts.isPending || themes.active.isPending)
    return (
      <>
        <Title title="resources.themes.menu" />
        <ScreenLoading />
      </>
    );
  if (themes.layouts.error || themes.active.error || !themes.active.data) {
    return (
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Title title="resources.themes.menu" />
        <Alert
          severity="error"
          action={
            <Button
              onClick={() => {
                void themes.layouts.refetch();
                void themes.active.refetch();
              }}
            >
              {translate('ra.action.refresh')}
            </Button>
          }
        >
          {translate('resources.themes.load_error')}
        </Alert>
      </Stack>
    );
  }
  const current = themes.active.data;
  const others = all.filter((l) => l.id !== current.id);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="resources.themes.menu" />
      <CurrentThemeCard
        layout={current}
        busy={busy}
        onRename={setRenaming}
        onDuplicate={duplicate}
        onDownload={download}
      />
      <ThemeLibrary
        layouts={others}
        busy={busy}
        actions={
          <ThemeAddButtons
            busy={busy}
            onRefuse={(message) => notify(message, { type: 'error' })}
            onUpload={(file) => void run(() => themes.upload(file), 'resources.themes.uploaded', { name: file.name })}
            onInstall={(theme) => void run(() => themes.install(theme), 'resources.themes.installed', { name: theme })}
          />
        }
        onPublish={(l) =>
          void run(() => themes.act(l.id, 'publish'), 'resources.themes.published_named', { name: l.name })
        }
        onDuplicate={duplicate}
        onDownload={download}
        onDelete={setDeleting}
      />
      <MuiLink component={Link} to={themeScreens.startTemplates()}>
        {translate('resources.themes.start_templates')}
      </MuiLink>
      <ThemeRenameDialog
        layout={renaming ?? routeLayout}
        onClose={() => {
          setRenaming(undefined);
          if (routeLayout) closeRoute();
        }}
        onRename={(l, name) =>
          themes
            .rename(l, name)
            .then(() => notify('resources.themes.renamed', { type: 'success', messageArgs: { name } }))
        }
      />
      <ThemePreviewDialog id={action === 'preview' ? id : undefined} onClose={closeRoute} />
      <Confirm
        isOpen={Boolean(deleting)}
        title={deleting ? translate('resources.themes.delete_named', { name: deleting.name }) : ''}
        content="resources.themes.delete_confirm"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const l = deleting;
          setDeleting(null);
          if (l) void run(() => themes.act(l.id, 'delete'), 'resources.themes.deleted', { name: l.name });
        }}
      />
    </Stack>
  );
};
