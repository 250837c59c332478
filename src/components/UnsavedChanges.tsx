/**
 * SPEC §4: leaving with unsaved changes asks for confirmation. A single react-admin form
 * does this itself (`warnWhenUnsavedChanges`); a page with several forms cannot, because
 * react-router runs one navigation blocker at a time. Such a page wraps its forms in
 * <UnsavedChangesScope> and puts <ReportUnsavedChanges /> in each form: the scope holds
 * the one blocker, active while any of its forms is dirty and not just saved. A page
 * whose edits live in plain state calls useLeaveConfirmation(dirty) instead.
 */
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useBlocker, useTranslate } from 'react-admin';

type Report = (id: string, dirty: boolean) => void;
const ScopeContext = createContext<Report | null>(null);

/** The confirmation itself, for a page whose unsaved state is not a form (e.g. a list kept in state). */
export function useLeaveConfirmation(active: boolean) {
  const translate = useTranslate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!active || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object changes on every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, active, translate]);

  // Closing or reloading the tab: the browser's own prompt.
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

export const UnsavedChangesScope = ({ children }: { children: ReactNode }) => {
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const report = useCallback<Report>(
    (id, value) => setDirty((previous) => (previous[id] === value ? previous : { ...previous, [id]: value })),
    [],
  );
  useLeaveConfirmation(Object.values(dirty).some(Boolean));
  return <ScopeContext.Provider value={report}>{children}</ScopeContext.Provider>;
};

/** Inside a form of an UnsavedChangesScope: tells the scope whether the form holds unsaved changes. */
export const ReportUnsavedChanges = ({ id }: { id: string }) => {
  const report = useContext(ScopeContext);
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  useEffect(() => {
    report?.(id, dirty);
  }, [report, id, dirty]);
  useEffect(() => () => report?.(id, false), [report, id]);
  return null;
};
