/**
 * Toasts (SPEC §8): success with a check icon, error with an exclamation icon, a close
 * button, gone after 3 seconds. It replaces react-admin's <Notification> (same queue,
 * same undo for undoable mutations) only to render an Alert with its icon and close
 * button. The connection status (OnlineStatus) lives beside it, on every screen.
 */
import { Alert, Button, IconButton, Snackbar } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { isValidElement, useCallback, useEffect, useState } from 'react';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { OnlineStatus } from './OnlineStatus';

export const TOAST_DURATION_MS = 3000;

export const AppNotification = () => {
  const translate = useTranslate();
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);

  useEffect(() => {
    if (!notifications.length || current) return;
    const next = takeNotification();
    if (next) {
      setCurrent(next);
      setOpen(true);
    }
  }, [notifications, current, takeNotification]);

  const close = useCallback(() => setOpen(false), []);
  const undoable = Boolean(current?.notificationOptions?.undoable);
  const settle = (isUndo: boolean) => takeMutation()?.({ isUndo });
  const exited = () => {
    if (undoable) settle(false);
    setCurrent(undefined);
  };
  const undo = () => {
    settle(true);
    setOpen(false);
  };

  const { message, type = 'info', notificationOptions = {} } = current ?? {};
  // `action`: a toast's own button beside its close button (an edit's Undo, issue 27).
  const { messageArgs, autoHideDuration, action: own } = notificationOptions;
  const ownAction = isValidElement(own) ? own : null;
  const text = typeof message === 'string' ? translate(message, messageArgs) : isValidElement(message) ? message : null;
  const closeLabel = translate('ra.action.close');

  return (
    <CloseNotificationContext.Provider value={close}>
      <OnlineStatus />
      {current && (
        <Snackbar
          open={open}
          onClose={(_event, reason) => reason !== 'clickaway' && close()}
          autoHideDuration={autoHideDuration === undefined ? TOAST_DURATION_MS : (autoHideDuration ?? undefined)}
          disableWindowBlurListener={undoable}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{ transition: { onExited: exited } }}
        >
          <Alert
            severity={type}
            variant="filled"
            onClose={undoable || ownAction ? undefined : close}
            closeText={closeLabel}
            action={
              undoable ? (
                <>
                  <Button color="inherit" size="small" onClick={undo}>
                    {translate('ra.action.undo')}
                  </Button>
                  <IconButton color="inherit" size="small" aria-label={closeLabel} onClick={close}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              ) : ownAction ? (
                <>
                  {ownAction}
                  <IconButton color="inherit" size="small" aria-label={closeLabel} onClick={close}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              ) : undefined
            }
            sx={{ minWidth: { sm: 320 }, alignItems: 'center' }}
          >
            {text}
          </Alert>
        </Snackbar>
      )}
    </CloseNotificationContext.Provider>
  );
};
