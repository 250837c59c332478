/** Monaco's ESM entry without its 80 bundled languages has no declaration of its own: same API. */
declare module 'monaco-editor/esm/vs/editor/edcore.main.js' {
  export * from 'monaco-editor';
}
