/**
 * The code editor's state: the theme's files, the open tabs, and per file the saved text
 * and what the merchant typed. A failed save keeps the typed text (and its draft in the
 * browser); a successful save, recover or restore replaces both with the gateway's answer.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { clearDraft, readDraft, splitPath, writeDraft } from './templateDrafts';
import { templateRoutes } from './template.routes';
import { templateListKey } from './useTemplateLayout';
import type { TemplateFile } from './template.schema';

export interface FileBuffer {
  saved: string;
  value: string;
  file: TemplateFile;
  /** The text came back from a draft kept in the browser. */
  fromDraft: boolean;
}

export function useTemplateEditor(themeId: string | undefined) {
  const dp = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const scope = `${getCurrentShopId() ?? ''}:${themeId ?? 'main'}`;
  const query = themeId ? { theme_id: themeId } : {};
  const listKey = templateListKey(themeId);
  const list = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => dp.call(templateRoutes.list, { query, signal }).then((a) => a.data),
  });
  const [tabs, setTabs] = useState<string[]>([]);
  const [active, setActive] = useState<string | undefined>();
  const [buffers, setBuffers] = useState<Record<string, FileBuffer>>({});
  const [loading, setLoading] = useState<Record<string, boolean>>({});
  const [reloadKey, setReloadKey] = useState(0);

  const take = useCallback(
    (file: TemplateFile, keepTyped = false) => {
      setBuffers((b) => {
        const draft = keepTyped ? null : readDraft(scope, file.path);
        const value = keepTyped ? (b[file.path]?.value ?? file.content) : (draft ?? file.content);
        return {
          ...b,
          [file.path]: { saved: file.content, value, file, fromDraft: draft !== null && draft !== file.content },
        };
      });
    },
    [scope],
  );

  const open = async (path: string) => {
    setTabs((t) => (t.includes(path) ? t : [...t, path]));
    setActive(path);
    if (buffers[path] || loading[path]) return;
    setLoading((l) => ({ ...l, [path]: true }));
    try {
      const answer = await dp.call(templateRoutes.get, { params: splitPath(path), query });
      take(answer.data);
    } finally {
      setLoading((l) => ({ ...l, [path]: false }));
    }
  };

  const close = (path: string) => {
    const rest = tabs.filter((t) => t !== path);
    setTabs(rest);
    if (active === path) setActive(rest[rest.length - 1]);
    // The buffer stays: reopening the tab shows what was typed.
  };

  const change = (path: string, value: string) => {
    setBuffers((b) => {
      const buffer = b[path];
      if (!buffer) return b;
      writeDraft(scope, path, value, buffer.saved);
      return { ...b, [path]: { ...buffer, value } };
    });
  };

  const afterWrite = async (file: TemplateFile) => {
    clearDraft(scope, file.path);
    take(file);
    setReloadKey((k) => k + 1);
    await queryClient.invalidateQueries({ queryKey: listKey });
  };

  /** Saves the text as it was when asked; what is typed meanwhile stays unsaved. Throws on failure (the text stays). */
  const save = async (path: string) => {
    const buffer = buffers[path];
    if (!buffer) return;
    const value = buffer.value;
    const answer = await dp.call(templateRoutes.save, { params: splitPath(path), query, body: value });
    clearDraft(scope, path);
    setBuffers((b) => {
      const now = b[path]?.value ?? value;
      if (now !== value) writeDraft(scope, path, now, answer.data.content);
      return { ...b, [path]: { saved: answer.data.content, value: now, file: answer.data, fromDraft: false } };
    });
    setReloadKey((k) => k + 1);
    await queryClient.invalidateQueries({ queryKey: listKey });
  };

  /** An empty body: the theme's original comes back (SPEC §7). */
  const recover = async (path: string) => {
    const answer = await dp.call(templateRoutes.save, { params: splitPath(path), query });
    await afterWrite(answer.data);
  };

  const restore = async (path: string, historyId: string) => {
    const answer = await dp.call(templateRoutes.restore, { query, body: { path, history_id: historyId } });
    await afterWrite(answer.data);
  };

  const isDirty = (path: string) => Boolean(buffers[path] && buffers[path].value !== buffers[path].saved);

  return {
    list,
    tabs,
    active,
    setActive,
    buffers,
    loading,
    reloadKey,
    open,
    close,
    change,
    save,
    recover,
    restore,
    isDirty,
    anyDirty: tabs.some(isDirty) || Object.keys(buffers).some(isDirty),
  };
}

export type TemplateEditor = ReturnType<typeof useTemplateEditor>;
