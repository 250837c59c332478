/**
 * SPEC §4 "online or offline status is tracked", and shown: while the browser is offline
 * a notice stays at the top of every screen; when the connection is back, a toast says so.
 */
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert } from '@mui/material';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNotify, useTranslate } from 'react-admin';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

export const OnlineStatus = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const online = useOnline();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      notify('app.network.online', { type: 'success' });
    }
  }, [online, notify]);

  if (online) return null;
  return (
    <Alert
      role="status"
      severity="warning"
      variant="filled"
      icon={<CloudOffIcon />}
      sx={{
        position: 'fixed',
        top: { xs: 64, sm: 56 },
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'max-content',
        maxWidth: 'calc(100vw - 32px)',
        boxShadow: 6,
      }}
    >
      {translate('app.network.offline')}
    </Alert>
  );
};
