/** The Activity screen's cells: when (relative, the shop's clock in a tooltip), who, what, which record, what changed. */
import { Link, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDateFormat, useRelativeTime } from '../../src/components/useShopTime';
import type { ActivityEntry } from './activity.contract';
import { editPathOf } from './activity.links';

const useEntry = () => useRecordContext<ActivityEntry & { id: string }>();

export const WhenField = () => {
  const entry = useEntry();
  const relative = useRelativeTime();
  const { dateTime } = useDateFormat();
  if (!entry) return null;
  const { text } = relative(entry.at);
  return (
    <Tooltip title={dateTime(entry.at)}>
      <Typography component="time" variant="body2" dateTime={entry.at} data-testid="activity-time">
        {text}
      </Typography>
    </Tooltip>
  );
};

/** An author's name as shown: a private app is marked, the platform (a job) named. */
export const useAuthorName = () => {
  const translate = useTranslate();
  return (author: { id: string | null; name: string }) =>
    !author.id
      ? translate('resources.activity.platform')
      : author.id.startsWith('app:')
        ? translate('resources.activity.app_author', { name: author.name })
        : author.name || author.id;
};

export const AuthorField = () => {
  const entry = useEntry();
  const nameOf = useAuthorName();
  return entry ? <Typography variant="body2">{nameOf(entry.author)}</Typography> : null;
};

export const ActionField = () => {
  const entry = useEntry();
  const translate = useTranslate();
  if (!entry) return null;
  return (
    <Typography variant="body2">
      {translate(`resources.activity.actions.${entry.action}`)}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        {translate(`resources.activity.areas.${entry.resource}`, { _: entry.resource })}
      </Typography>
    </Typography>
  );
};

export const RecordField = () => {
  const entry = useEntry();
  if (!entry) return null;
  const label = entry.name ?? entry.record_id;
  const to = editPathOf(entry);
  return to ? (
    // The row leads there too: one navigation, not two.
    <Link component={RouterLink} to={to} onClick={(event) => event.stopPropagation()}>
      {label}
    </Link>
  ) : (
    <Typography variant="body2">{label}</Typography>
  );
};

export const ChangedField = () => {
  const entry = useEntry();
  const translate = useTranslate();
  if (!entry?.changed.length) return null;
  const labels = entry.changed.map((field) =>
    translate(`resources.${entry.resource}.fields.${field}`, { _: field.replace(/_/g, ' ') }),
  );
  return (
    <Typography variant="body2" color="text.secondary">
      {labels.join(', ')}
    </Typography>
  );
};

export const SourceField = () => {
  const entry = useEntry();
  const translate = useTranslate();
  if (!entry) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {entry.source === 'api' ? translate('resources.activity.api') : entry.source}
    </Typography>
  );
};
