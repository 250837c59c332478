/**
 * What a copy asks before its preview: the merchant's other shops (a rate beside each whose
 * currency differs from this shop's), and the status copies get there or, to update copies,
 * the fields to push. A 400's per-field errors show on their field.
 */
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ValidationMessage } from '../../../core/validation';
import type { ShopRecord } from '../useCurrentShop';
import { COPY_FIELDS, COPY_STATUSES, type CopyField } from '../../../resources/copy/copy.limits';

export interface CopyChoicesState {
  /** Chosen shops, each with the rate typed (text, as typed). */
  targets: Record<string, string>;
  status: (typeof COPY_STATUSES)[number];
  fields: CopyField[];
}

interface Props {
  mode: 'copy' | 'update';
  shop: ShopRecord;
  others: ShopRecord[];
  value: CopyChoicesState;
  onChange: (value: CopyChoicesState) => void;
  errors: Record<string, ValidationMessage>;
}

const P = 'resources.products.copy';

export const CopyChoices = ({ mode, shop, others, value, onChange, errors }: Props) => {
  const translate = useTranslate();
  const chosen = Object.keys(value.targets);
  const say = (e?: ValidationMessage) => (e ? translate(e.message, e.args) : undefined);
  const toggle = (id: string, on: boolean) => {
    const targets = { ...value.targets };
    if (on) targets[id] = '';
    else delete targets[id];
    onChange({ ...value, targets });
  };
  if (!others.length) return <Typography>{translate(`${P}.no_shops`)}</Typography>;
  return (
    <>
      <FormControl component="fieldset" sx={{ mb: 2, display: 'block' }}>
        <FormLabel component="legend">{translate(`${P}.shops`)}</FormLabel>
        <FormGroup>
          {others.map((s) => {
            const index = chosen.indexOf(String(s.id));
            const shopError = say(errors[`targets.${index}.shop_id`]);
            const rateError = say(errors[`targets.${index}.rate`]);
            const differs = s.currency !== shop.currency;
            return (
              <div key={s.id}>
                <FormControlLabel
                  control={<Checkbox checked={index >= 0} onChange={(e) => toggle(String(s.id), e.target.checked)} />}
                  label={translate(`${P}.target`, { name: s.name, currency: s.currency })}
                />
                {shopError ? (
                  <Typography color="error" variant="caption">
                    {shopError}
                  </Typography>
                ) : null}
                {index >= 0 && differs ? (
                  <TextField
                    size="small"
                    type="number"
                    sx={{ ml: 4, mb: 1, width: 280 }}
                    label={translate(`${P}.rate`, { from: shop.currency, to: s.currency })}
                    value={value.targets[String(s.id)]}
                    onChange={(e) =>
                      onChange({ ...value, targets: { ...value.targets, [String(s.id)]: e.target.value } })
                    }
                    error={Boolean(rateError)}
                    helperText={rateError ?? translate(`${P}.rate_help`, { to: s.currency })}
                    slotProps={{ htmlInput: { min: 0, step: 'any' } }}
                  />
                ) : null}
              </div>
            );
          })}
        </FormGroup>
        {say(errors.targets) ? (
          <Typography color="error" variant="caption">
            {say(errors.targets)}
          </Typography>
        ) : null}
      </FormControl>
      {mode === 'copy' ? (
        <TextField
          select
          size="small"
          sx={{ width: 280 }}
          label={translate(`${P}.status`)}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as CopyChoicesState['status'] })}
        >
          {COPY_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`${P}.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <FormControl component="fieldset" error={Boolean(errors.fields)}>
          <FormLabel component="legend">{translate(`${P}.fields_label`)}</FormLabel>
          <FormGroup row>
            {COPY_FIELDS.map((f) => (
              <FormControlLabel
                key={f}
                label={translate(`${P}.fields.${f}`)}
                control={
                  <Checkbox
                    checked={value.fields.includes(f)}
                    onChange={(e) =>
                      onChange({
                        ...value,
                        fields: e.target.checked ? [...value.fields, f] : value.fields.filter((x) => x !== f),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {say(errors.fields) ? (
            <Typography color="error" variant="caption">
              {say(errors.fields)}
            </Typography>
          ) : null}
        </FormControl>
      )}
    </>
  );
};
