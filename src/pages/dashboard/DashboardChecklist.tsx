/** The setup checklist (SPEC §2 dashboard cards): each visible step done or to do, with a link to its screen. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import type { ShopRecord } from '../../components/useCurrentShop';
import { ChecklistProgress } from './ChecklistProgress';
import { visibleSteps } from './dashboard.steps';

const declared = new Set(resources.map((r) => r.name));
const steps = visibleSteps(resources);

/** The total of a resource's list (one row asked), or 0 when the resource is not declared. */
function useTotal(name: string): number | undefined {
  const { total } = useGetList(name, { pagination: { page: 1, perPage: 1 } }, { enabled: declared.has(name) });
  return declared.has(name) ? total : 0;
}

export const DashboardChecklist = ({ shop }: { shop: ShopRecord }) => {
  const translate = useTranslate();
  const products = useTotal('products');
  const customers = useTotal('customers');
  const orders = useTotal('orders');
  if (products === undefined || customers === undefined || orders === undefined)
    return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  const state = { shop, products, customers, orders };
  const done = steps.filter((s) => s.done(state)).length;
  return (
    <Card component="section" aria-label={translate('app.dashboard.checklist.title')}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('app.dashboard.checklist.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.dashboard.checklist.progress', { done, total: steps.length })}
        </Typography>
        <ChecklistProgress
          value={steps.length ? (done / steps.length) * 100 : 0}
          label={translate('app.dashboard.checklist.title')}
        />
        <List dense>
          {steps.map((step) => {
            const complete = step.done(state);
            const title = translate(`app.dashboard.steps.${step.id}.title`);
            return (
              <ListItem
                key={step.id}
                aria-label={title}
                data-done={complete}
                secondaryAction={
                  <Button size="small" component={Link} to={step.path}>
                    {translate(`app.dashboard.steps.${step.id}.action`)}
                  </Button>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {complete ? (
                    <CheckCircleIcon color="success" titleAccess={translate('app.dashboard.checklist.done')} />
                  ) : (
                    <RadioButtonUncheckedIcon
                      color="disabled"
                      titleAccess={translate('app.dashboard.checklist.todo')}
                    />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={title}
                  secondary={translate(`app.dashboard.steps.${step.id}.body`)}
                  sx={{ pr: 14 }}
                />
              </ListItem>
            );
          })}
        </List>
        <Box />
      </CardContent>
    </Card>
  );
};
