/**
 * /shop/create's "Start from": an empty shop (as before) or another of the merchant's shops,
 * with what to bring from it (issue 26 item 4). Kept beside the details form, not in it: the
 * details are the shop's create body, the choice is the clone started after it.
 */
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem } from '@mui/material';
import { TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ValidationMessage } from '../../../core/validation';
import { CLONE_PARTS, type ClonePart } from '../../../resources/shop/shopClone.parts';
import { SHOP_LIST_PARAMS } from '../../components/shopList';
import type { ShopRecord } from '../../components/useCurrentShop';

export interface CloneChoice {
  /** The shop to start from; '' for an empty shop. */
  source: string;
  parts: ClonePart[];
  /** The catalogue's rate into the new shop's currency, as typed. */
  rate: string;
}

/** The source shop's currency when the catalogue comes into another one (a rate is asked), else null. */
export const rateFrom = (shops: ShopRecord[], value: CloneChoice, currency: unknown) => {
  const from = shops.find((s) => String(s.id) === value.source)?.currency;
  if (!from || !value.parts.includes('catalogue')) return null;
  return String(from).toUpperCase() === String(currency ?? '').toUpperCase() ? null : String(from);
};

interface Props {
  value: CloneChoice;
  onChange: (v: CloneChoice) => void;
  /** The rate's error, shown on the field. */
  rateError?: ValidationMessage;
}

export const ShopCloneOptions = ({ value, onChange, rateError }: Props) => {
  const translate = useTranslate();
  const { data: shops = [] } = useGetList<ShopRecord>('shops', SHOP_LIST_PARAMS);
  const currency = String(useWatch({ name: 'currency' }) ?? '');
  const from = rateFrom(shops, value, currency);
  const toggle = (part: ClonePart, on: boolean) =>
    onChange({ ...value, parts: on ? [...value.parts, part] : value.parts.filter((p) => p !== part) });
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
        {translate('app.shop_clone.start_from')}
      </Typography>
      <TextField
        select
        fullWidth
        label={translate('app.shop_clone.start_from')}
        helperText={translate('app.shop_clone.start_from_help')}
        value={shops.some((s) => String(s.id) === value.source) ? value.source : ''}
        onChange={(e) => onChange({ ...value, source: e.target.value })}
        slotProps={{ select: { inputProps: { 'data-testid': 'clone-source' } } }}
      >
        <MenuItem value="">{translate('app.shop_clone.empty_shop')}</MenuItem>
        {shops.map((shop) => (
          <MenuItem key={shop.id} value={String(shop.id)}>
            {String(shop.name)}
          </MenuItem>
        ))}
      </TextField>
      {value.source && (
        <FormControl component="fieldset" sx={{ mt: 2 }}>
          <FormLabel component="legend">{translate('app.shop_clone.bring')}</FormLabel>
          <FormGroup>
            {CLONE_PARTS.map((part) => (
              <div key={part}>
                <FormControlLabel
                  label={translate(`app.shop_clone.parts.${part}`)}
                  control={
                    <Checkbox
                      checked={value.parts.includes(part)}
                      onChange={(e) => toggle(part, e.target.checked)}
                      slotProps={{ input: { 'aria-describedby': `clone-part-${part}` } }}
                    />
                  }
                />
                <FormHelperText id={`clone-part-${part}`} sx={{ mt: -0.5, mb: 1, ml: 4 }}>
                  {translate(`app.shop_clone.part_help.${part}`)}
                </FormHelperText>
                {part === 'catalogue' && from && (
                  <TextField
                    size="small"
                    type="number"
                    required
                    sx={{ ml: 4, mb: 1, width: 280 }}
                    label={translate('app.shop_clone.rate', { from, to: currency })}
                    value={value.rate}
                    onChange={(e) => onChange({ ...value, rate: e.target.value })}
                    error={Boolean(rateError)}
                    helperText={
                      rateError
                        ? translate(rateError.message, rateError.args)
                        : translate('app.shop_clone.rate_help', { to: currency })
                    }
                    slotProps={{ htmlInput: { min: 0, step: 'any', 'data-testid': 'clone-rate' } }}
                  />
                )}
              </div>
            ))}
          </FormGroup>
        </FormControl>
      )}
    </>
  );
};
