/** Ctrl/Cmd+S saves anywhere on the screen (Monaco handles it itself when focused), and leaving with unsaved text asks first. */
import { useEffect, useRef } from 'react';

export function useSaveShortcut(onSave: () => void) {
  const save = useRef(onSave);
  useEffect(() => {
    save.current = onSave;
  }, [onSave]);
  useEffect(() => {
    const handler = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        // Monaco's own command runs when the editor has focus; do not save twice.
        if ((e.target as HTMLElement | null)?.closest?.('.monaco-editor')) return;
        save.current();
      }
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, []);
}

export function useUnsavedWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const handler = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, [dirty]);
}
