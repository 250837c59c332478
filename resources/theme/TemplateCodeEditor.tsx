/**
 * The code editor and its diff view: Monaco, self-hosted (no CDN). Loaded lazily by the
 * edit-code screen only, and named `*CodeEditor.tsx` so that the build keeps Monaco out of
 * the template area's chunk (scripts/vite/chunkGroups.ts; tests/build/firstLoad.test.ts).
 * Monaco's core without its 80 bundled languages, plus the five a theme has: Liquid, HTML,
 * CSS/SCSS, JavaScript (tokenizers) and JSON (with its worker, for validation).
 */
import { DiffEditor, Editor, loader, type DiffOnMount, type OnMount } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/esm/vs/editor/edcore.main.js';
import 'monaco-editor/esm/vs/basic-languages/liquid/liquid.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/html/html.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/css/css.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/scss/scss.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/javascript/javascript.contribution.js';
import 'monaco-editor/esm/vs/language/json/monaco.contribution.js';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { PageLoading } from '../../src/components/PageLoading';

self.MonacoEnvironment = {
  getWorker: (_id: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};
loader.config({ monaco });

/**
 * Monaco's light theme with the token colours that fall below WCAG AA contrast on white
 * (#ff0000 attribute names, grey delimiters) darkened; the a11y walk checks the editor.
 */
const THEME = 'shop-light';
monaco.editor.defineTheme(THEME, {
  base: 'vs',
  inherit: true,
  rules: [
    { token: 'attribute.name', foreground: 'b00000' },
    { token: 'attribute.name.html', foreground: 'b00000' },
    { token: 'metatag', foreground: 'a00000' },
    { token: 'delimiter', foreground: '3b3b3b' },
    { token: 'delimiter.html', foreground: '3b3b3b' },
    { token: 'delimiter.liquid', foreground: '3b3b3b' },
    { token: 'tag.liquid', foreground: '1a1aa6' },
    { token: 'number', foreground: '0b6b3a' },
    { token: 'type', foreground: '006666' },
    { token: 'comment', foreground: '006400' },
  ],
  colors: { 'editorLineNumber.foreground': '#4d4d4d' },
});

const OPTIONS = {
  minimap: { enabled: false },
  fontSize: 13,
  scrollBeyondLastLine: false,
  automaticLayout: true,
  wordWrap: 'on' as const,
  tabSize: 2,
};

export interface TemplateCodeEditorProps {
  /** The file's path: one Monaco model per file, so each tab keeps its own undo history. */
  path: string;
  language: string;
  /** What the merchant has typed (the editor's value). */
  value: string;
  /** The saved version: the left side of the diff. */
  saved: string;
  /** Show the diff of `saved` against `value` (read-only) instead of the editor. */
  diff: boolean;
  /** Accessible name of the editor's text area. */
  label: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+S inside the editor. */
  onSave: () => void;
}

export const TemplateCodeEditor = ({
  path,
  language,
  value,
  saved,
  diff,
  label,
  onChange,
  onSave,
}: TemplateCodeEditorProps) => {
  const save = useRef(onSave);
  useEffect(() => {
    save.current = onSave;
  }, [onSave]);
  const mount: OnMount = (editor, m) => {
    editor.addCommand(m.KeyMod.CtrlCmd | m.KeyCode.KeyS, () => save.current());
    editor.focus();
  };
  /**
   * @monaco-editor/react disposes the diff's models before the diff editor when it unmounts,
   * and Monaco throws "TextModel got disposed before DiffEditorWidget model got reset" (on every
   * save: the diff closes). Its keep* props leave the models to us: a layout effect's clean-up
   * runs before the library's (a passive effect), so the editor lets go of them first.
   */
  const diffEditor = useRef<Parameters<DiffOnMount>[0]>(null);
  useLayoutEffect(() => {
    if (!diff) return;
    return () => {
      const models = diffEditor.current?.getModel();
      diffEditor.current?.setModel(null);
      diffEditor.current = null;
      models?.original.dispose();
      models?.modified.dispose();
    };
  }, [diff, path]);

  if (diff) {
    return (
      <DiffEditor
        key={`diff:${path}`}
        height="100%"
        language={language}
        original={saved}
        modified={value}
        originalModelPath={`saved/${path}`}
        modifiedModelPath={`diff/${path}`}
        theme={THEME}
        loading={<PageLoading />}
        options={{ ...OPTIONS, readOnly: true, renderSideBySide: true, ariaLabel: label, originalAriaLabel: label }}
        keepCurrentOriginalModel
        keepCurrentModifiedModel
        onMount={(editor, m) => {
          diffEditor.current = editor;
          editor.addCommand(m.KeyMod.CtrlCmd | m.KeyCode.KeyS, () => save.current());
        }}
      />
    );
  }
  return (
    <Editor
      height="100%"
      path={path}
      language={language}
      value={value}
      theme={THEME}
      loading={<PageLoading />}
      options={{ ...OPTIONS, ariaLabel: label }}
      onChange={(v) => onChange(v ?? '')}
      onMount={mount}
    />
  );
};
