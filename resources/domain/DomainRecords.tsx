/**
 * The A record and CNAME a merchant enters for a domain, each with a copy button, the
 * verify button and what the last check found (SPEC §8 mismatch, SPEC §9 "30 minutes to 1 day").
 */
import CopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Domain } from './domain.resource';

export type VerifyResult = {
  result: 'connected' | 'mismatch';
  checks: { type: string; host: string; value: string; found: string[]; ok: boolean }[];
};

export const DomainRecords = ({
  domain,
  result,
  onVerify,
}: {
  domain: Domain;
  result?: VerifyResult;
  onVerify: () => Promise<void>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const copy = async (value: string) => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    notify('resources.domains.copied', { type: 'info' });
  };
  const verify = async () => {
    setBusy(true);
    try {
      await onVerify();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card component="section" aria-label={translate('resources.domains.records', { name: domain.name })}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('resources.domains.records', { name: domain.name })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.domains.records_help')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.domains.record_type')}</TableCell>
              <TableCell>{translate('resources.domains.record_host')}</TableCell>
              <TableCell>{translate('resources.domains.record_value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {domain.records.map((r) => {
              const check = result?.checks.find((c) => c.type === r.type);
              return (
                <TableRow key={r.type}>
                  <TableCell>{r.type}</TableCell>
                  <TableCell>{r.host}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ alignItems: 'center' }}>
                      <code>{r.value}</code>
                      <IconButton
                        size="small"
                        aria-label={translate('resources.domains.copy', { value: r.value })}
                        onClick={() => void copy(r.value)}
                      >
                        <CopyIcon fontSize="inherit" />
                      </IconButton>
                    </Stack>
                    {check && !check.ok && (
                      <Typography variant="caption" color="error">
                        {check.found.length
                          ? translate('resources.domains.found', { values: check.found.join(', ') })
                          : translate('resources.domains.found_none')}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {result && (
          <Alert role="status" severity={result.result === 'connected' ? 'success' : 'warning'} sx={{ mt: 2 }}>
            {result.result === 'connected'
              ? translate('resources.domains.verified', { name: domain.name })
              : translate('resources.domains.mismatch')}
          </Alert>
        )}
        <Button variant="outlined" sx={{ mt: 2 }} disabled={busy} onClick={() => void verify()}>
          {translate('resources.domains.verify_named', { name: domain.name })}
        </Button>
      </CardContent>
    </Card>
  );
};
