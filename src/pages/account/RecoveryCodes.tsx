/**
 * Issue 29: the ten recovery codes, shown once when two-factor is turned on (the gateway
 * keeps only their hashes), to copy or download before leaving.
 */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../lib/download';

export const RecoveryCodes = ({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const text = [translate('app.account.recovery_file', { email }), '', ...codes, ''].join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify('app.account.copied', { type: 'info' });
    } catch {
      notify('app.message.generic_error', { type: 'error' });
    }
  };

  return (
    <Box>
      <Typography component="h3" variant="subtitle1" gutterBottom>
        {translate('app.account.recovery_title')}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('app.account.recovery_intro')}
      </Alert>
      <Box
        component="ol"
        aria-label={translate('app.account.recovery_list')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          pl: 4,
          my: 2,
          maxWidth: 420,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" onClick={() => void copy()}>
          {translate('app.account.recovery_copy')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          {translate('app.account.recovery_download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('app.account.recovery_done')}
        </Button>
      </Stack>
    </Box>
  );
};
