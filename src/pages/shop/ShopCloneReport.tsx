/** What each part of a clone brought, what did not come, and the payment keys to enter again. */
import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ShopClone } from '../../../resources/shop/shopClone.schema';

const lines = (counts: Record<string, number>, prefix: string, translate: (k: string, o?: object) => string) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => translate(`${prefix}.${kind}`, { smart_count: n, _: kind }));

export const ShopCloneReport = ({ clone }: { clone: ShopClone }) => {
  const translate = useTranslate();
  const parts = clone.parts.filter((p) => clone.report[p]);
  const skipped = parts.flatMap((p) => lines(clone.report[p]!.skipped, 'app.shop_clone.skipped', translate));
  const secrets = parts.flatMap((p) => clone.report[p]!.secrets_to_enter);
  return (
    <>
      {parts.map((part) => {
        const brought = lines(clone.report[part]!.counts, 'app.shop_clone.kinds', translate);
        if (!brought.length) return null;
        return (
          <section key={part} aria-labelledby={`clone-report-${part}`}>
            <Typography id={`clone-report-${part}`} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
              {translate(`app.shop_clone.parts.${part}`)}
            </Typography>
            <List dense disablePadding>
              {brought.map((line) => (
                <ListItem key={line} disableGutters>
                  <ListItemText primary={line} />
                </ListItem>
              ))}
            </List>
          </section>
        );
      })}
      {skipped.length > 0 && (
        <section aria-labelledby="clone-report-skipped">
          <Typography id="clone-report-skipped" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
            {translate('app.shop_clone.skipped_title')}
          </Typography>
          <List dense disablePadding>
            {skipped.map((line) => (
              <ListItem key={line} disableGutters>
                <ListItemText primary={line} />
              </ListItem>
            ))}
          </List>
        </section>
      )}
      {secrets.length > 0 && clone.status !== 'undone' && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" component={Link} to="/setting/payments">
              {translate('app.shop_clone.payments_link')}
            </Button>
          }
        >
          {translate('app.shop_clone.secrets', {
            methods: secrets.map((m) => translate(`app.shop_clone.methods.${m}`, { _: m })).join(', '),
          })}
        </Alert>
      )}
    </>
  );
};
