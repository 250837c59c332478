/** One formula of the bulk update: field, operation, value (a number, a status or tags). */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Autocomplete, Chip, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { newDraft, OPERATIONS_BY_FIELD, type BulkChangeDraft, type BulkField } from './product.bulk';
import { BULK_FIELDS, PRODUCT_STATUSES } from './product.limits';

interface Props {
  index: number;
  draft: BulkChangeDraft;
  error?: string;
  onChange: (draft: BulkChangeDraft) => void;
  onRemove?: () => void;
}

export const ProductBulkChangeRow = ({ index, draft, error, onChange, onRemove }: Props) => {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`resources.products.bulk.${key}`, args);
  const n = { n: index + 1 };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'flex-start', mb: 2 }}
      role="group"
      aria-label={t('change_n', n)}
    >
      <TextField
        select
        size="small"
        label={t('field')}
        value={draft.field}
        sx={{ minWidth: 180 }}
        onChange={(e) => onChange(newDraft(e.target.value as BulkField))}
      >
        {BULK_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {translate(`resources.products.fields.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('operation')}
        value={draft.operation}
        sx={{ minWidth: 200 }}
        onChange={(e) => onChange({ ...draft, operation: e.target.value as BulkChangeDraft['operation'] })}
      >
        {OPERATIONS_BY_FIELD[draft.field].map((op) => (
          <MenuItem key={op} value={op}>
            {t(`operations.${op}`)}
          </MenuItem>
        ))}
      </TextField>
      {draft.field === 'status' ? (
        <TextField
          select
          size="small"
          label={t('value')}
          value={draft.value}
          sx={{ minWidth: 160 }}
          onChange={(e) => onChange({ ...draft, value: e.target.value })}
        >
          {PRODUCT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`resources.products.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : draft.field === 'tags' ? (
        <Autocomplete
          multiple
          freeSolo
          autoSelect
          options={[]}
          size="small"
          sx={{ minWidth: 260, flex: 1 }}
          value={Array.isArray(draft.value) ? draft.value : []}
          onChange={(_e, value) => onChange({ ...draft, value: value as string[] })}
          renderValue={(value, getItemProps) =>
            value.map((tag, i) => {
              const { key, ...chip } = getItemProps({ index: i });
              return <Chip key={key} size="small" label={tag} {...chip} />;
            })
          }
          renderInput={(params) => (
            <TextField {...params} label={t('value')} error={!!error} helperText={error ?? t('tags_help')} />
          )}
        />
      ) : (
        <TextField
          size="small"
          label={t('value')}
          value={draft.value}
          type="number"
          sx={{ minWidth: 160 }}
          slotProps={{ htmlInput: { min: 0, step: draft.field === 'quantity' ? 1 : 0.01 } }}
          error={!!error}
          helperText={error ?? (draft.operation.endsWith('percent') ? '%' : ' ')}
          onChange={(e) => onChange({ ...draft, value: e.target.value })}
        />
      )}
      {onRemove && (
        <IconButton aria-label={t('remove_change', n)} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      )}
    </Stack>
  );
};
