/**
 * One way to react to a failed submit (STYLE §9): a gateway 400 puts its messages on the
 * fields (react-admin then toasts "Please check data fields!"); anything else is a toast
 * with the translated message. The form keeps what the merchant typed either way.
 */
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { submissionErrors } from '../lib/submissionErrors';

export const failureMessageKey = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'app.message.generic_error';

export function useSubmitFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const fields = submissionErrors(error);
      if (fields) return fields;
      notify(failureMessageKey(error), { type: 'error' });
      return undefined;
    },
    [notify],
  );
}
