/**
 * SPEC §8's "This can't be undone" before a removal a screen does itself (not through
 * react-admin's delete buttons, which take it from the theme): `ask(title, run)` opens
 * react-admin's own confirmation dialog, in the app's language; `run` happens only on confirm.
 */
import { useState, type ReactNode } from 'react';
import { Confirm } from 'react-admin';

interface Pending {
  title: string;
  args?: Record<string, unknown>;
  run: () => unknown;
}

export function useConfirmation(): {
  ask: (title: string, run: () => unknown, args?: Record<string, unknown>) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending>();
  const dialog = (
    <Confirm
      isOpen={!!pending}
      title={pending?.title ?? ''}
      translateOptions={pending?.args}
      content="app.message.delete_confirm"
      onConfirm={() => {
        setPending(undefined);
        pending?.run();
      }}
      onClose={() => setPending(undefined)}
    />
  );
  return { ask: (title, run, args) => setPending({ title, run, args }), dialog };
}
