/**
 * One version in a record's History panel (issue 27): what was done, by whom and when (on the
 * shop's clock), the fields it changed from the version before (long and rich text as a word
 * diff), and "Restore this version".
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RecordVersion } from '../../../resources/history/history.contract';
import { useDateFormat } from '../useShopTime';
import { changedFields, isLongText, plainText, textDiff, type FieldChange } from './historyDiff';

const removed = { bgcolor: '#ffebe9', color: '#82071e', textDecoration: 'line-through' };
const added = { bgcolor: '#dafbe1', color: '#116329' };

const Value = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length))
    return <em>{translate('app.history.empty_value')}</em>;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return <>{value.join(', ')}</>;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
};

const Change = ({ change, label }: { change: FieldChange; label: string }) => (
  <Box component="li" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
    <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
      {label}:{' '}
    </Typography>
    <Typography component="span" variant="body2" data-testid={`history-change-${change.field}`}>
      {isLongText(change) ? (
        textDiff(plainText(change.before ?? ''), plainText(change.after ?? '')).map((part, i) =>
          part.change === 'removed' ? (
            <Box component="del" key={i} sx={removed}>
              {part.text}
            </Box>
          ) : part.change === 'added' ? (
            <Box component="ins" key={i} sx={added}>
              {part.text}
            </Box>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )
      ) : (
        <>
          <Box component="del" sx={removed}>
            <Value value={change.before} />
          </Box>
          {' → '}
          <Box component="ins" sx={added}>
            <Value value={change.after} />
          </Box>
        </>
      )}
    </Typography>
  </Box>
);

export interface HistoryVersionProps {
  version: RecordVersion;
  /** The version before it (none for the first one). */
  previous?: RecordVersion;
  labelOf: (field: string) => string;
  /** Offered on every version but the newest. */
  onRestore?: () => void;
  restoring?: boolean;
}

export const HistoryVersion = ({ version, previous, labelOf, onRestore, restoring }: HistoryVersionProps) => {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const { author } = version;
  const name = author.id?.startsWith('app:')
    ? translate('app.history.app_author', { name: author.name })
    : author.name || translate('app.history.unknown_author');
  const changes = version.action === 'delete' ? [] : changedFields(previous?.state, version.state);
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="history-version">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          {translate('app.history.version', { version: version.version })} ·{' '}
          {translate(`app.history.action.${version.action}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.history.by', { author: name, time: dateTime(version.at) })}
        </Typography>
        {onRestore ? (
          <Button size="small" onClick={onRestore} disabled={restoring} sx={{ ml: 'auto !important' }}>
            {translate('app.history.restore')}
          </Button>
        ) : null}
      </Stack>
      {changes.length ? (
        <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
          {changes.map((change) => (
            <Change key={change.field} change={change} label={labelOf(change.field)} />
          ))}
        </Box>
      ) : version.action === 'delete' ? null : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.history.no_change')}
        </Typography>
      )}
    </Box>
  );
};
