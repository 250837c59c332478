/**
 * Undo after save (issue 27), one hook for every edit screen: the "Update successfully" toast,
 * offering Undo for its 3 seconds (UndoSaveButton restores the version before this save).
 * Given as an edit's `mutationOptions.onSuccess` (then `after` does what the screen did after a
 * save: its redirect), or called after a save made by hand.
 */
import { useNotify, type RaRecord } from 'react-admin';
import { useScreenStrings } from '../../lib/areaStrings';
import { historyStrings } from './historyStrings';
import { UNDO_MS, UndoSaveButton } from './UndoSaveButton';

export interface UndoSaveOptions {
  /** The record's id in its history, when not the saved record's (a shop's settings: the shop's id). */
  id?: string;
  /** What the screen does after a save besides the toast (a redirect). */
  after?: (saved: RaRecord) => void;
}

/** `resource`: the record's table, as its history keeps it. */
export function useUndoSave(resource: string, { id, after }: UndoSaveOptions = {}) {
  useScreenStrings([historyStrings]);
  const notify = useNotify();
  return (saved: RaRecord) => {
    const version = saved.version === undefined || saved.version === null ? undefined : Number(saved.version);
    notify('app.message.update_success', {
      type: 'success',
      autoHideDuration: UNDO_MS,
      action: <UndoSaveButton resource={resource} id={id ?? String(saved.id)} saved={version} />,
    });
    after?.(saved);
  };
}
