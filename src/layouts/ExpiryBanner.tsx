/**
 * The default layout's bottom banner about the shop's expiry (SPEC §2, §4): the time
 * left with a link to select a plan, or, after expiry, "Your shop is in the process of
 * clearing data" with a link to the platform. It can be expanded (when the period ends
 * or the data goes) and hidden. The plan link stays inside the app when a plan or
 * billing screen is declared, and goes to the platform otherwise.
 */
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Collapse, IconButton, Paper, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { resources } from '../../resources';
import { expiryDeadline, type ExpiryBanner as BannerState, type ShopExpiry } from '../lib/expiry';
import { helpLinks } from '../components/helpLinks';
import { useDateFormat } from '../components/useShopTime';

const PLAN_SCREENS = ['/setting/plan', '/setting/billing'];
const planScreen = resources
  .flatMap((r) => r.routes ?? [])
  .map((r) => r.path)
  .find((p) => PLAN_SCREENS.includes(p));

export interface ExpiryBannerProps {
  shop: ShopExpiry;
  state: BannerState;
  now: Date;
  onHide: () => void;
}

export const ExpiryBanner = ({ shop, state, now, onHide }: ExpiryBannerProps) => {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const clearing = state.phase === 'clearing';
  const end = expiryDeadline(shop, now)?.end;
  const date = dateTime(end);
  const internal = !clearing && planScreen;
  const linkProps = internal
    ? { component: Link, to: planScreen }
    : { href: helpLinks.platform, target: '_blank', rel: 'noopener noreferrer' };

  return (
    <Paper
      component="aside"
      aria-label={translate('app.expiry.banner.label')}
      square
      elevation={8}
      sx={{
        position: 'sticky',
        bottom: 0,
        mt: 'auto',
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: clearing ? 'error.main' : 'warning.light',
        color: clearing ? 'error.contrastText' : 'text.primary',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1 }}>
        <WarningIcon aria-hidden />
        <Typography component="p" variant="body2" sx={{ flex: '1 1 200px', fontWeight: 500 }}>
          {clearing
            ? translate('app.expiry.banner.clearing')
            : translate(`app.expiry.banner.${state.unit}`, { smart_count: state.count })}
        </Typography>
        <Button
          size="small"
          variant="contained"
          color={clearing ? 'inherit' : 'primary'}
          {...linkProps}
          sx={clearing ? { color: 'error.main', bgcolor: 'common.white' } : undefined}
        >
          {translate(clearing ? 'app.expiry.banner.platform' : 'app.expiry.banner.select_plan')}
        </Button>
        <IconButton
          color="inherit"
          size="small"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label={translate(expanded ? 'app.expiry.banner.collapse' : 'app.expiry.banner.expand')}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? <ExpandMoreIcon /> : <ExpandLessIcon />}
        </IconButton>
        <IconButton color="inherit" size="small" aria-label={translate('app.expiry.banner.hide')} onClick={onHide}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Collapse in={expanded} id={detailsId}>
        <Typography variant="body2" sx={{ px: 2, pb: 1.5 }}>
          {translate(clearing ? 'app.expiry.banner.clearing_details' : 'app.expiry.banner.active_details', { date })}
        </Typography>
      </Collapse>
    </Paper>
  );
};
