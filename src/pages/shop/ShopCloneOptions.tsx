/**
 * /shop/create's "Start from": an empty shop (as before) or another of the merchant's shops,
 * with what to bring from it (issue 26 item 4). Kept beside the details form, not in it: the
 * details are the shop's create body, the choice is the clone started after it.
 */
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem } from '@mui/material';
import { TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { CLONE_PARTS, type ClonePart } from '../../../resources/shop/shopClone.parts';
import { SHOP_LIST_PARAMS } from '../../components/shopList';
import type { ShopRecord } from '../../components/useCurrentShop';

export interface CloneChoice {
  /** The shop to start from; '' for an empty shop. */
  source: string;
  parts: ClonePart[];
}

/** The catalogue comes with issue 26 item 3 (copy to other shops): shown, not offered yet. */
const AVAILABLE = (part: ClonePart) => part !== 'catalogue';

export const ShopCloneOptions = ({ value, onChange }: { value: CloneChoice; onChange: (v: CloneChoice) => void }) => {
  const translate = useTranslate();
  const { data: shops = [] } = useGetList<ShopRecord>('shops', SHOP_LIST_PARAMS);
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
                      checked={AVAILABLE(part) && value.parts.includes(part)}
                      disabled={!AVAILABLE(part)}
                      onChange={(e) => toggle(part, e.target.checked)}
                      slotProps={{ input: { 'aria-describedby': `clone-part-${part}` } }}
                    />
                  }
                />
                <FormHelperText id={`clone-part-${part}`} sx={{ mt: -0.5, mb: 1, ml: 4 }}>
                  {translate(`app.shop_clone.part_help.${part}`)}
                </FormHelperText>
              </div>
            ))}
          </FormGroup>
        </FormControl>
      )}
    </>
  );
};
