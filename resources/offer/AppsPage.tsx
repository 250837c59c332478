/** `/apps`: the boost-sell kinds as cards, each opening its offers at `/apps/{boost_sell}`. */
import { Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { Button, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BOOST_SELL_SLUGS, offerScreensOf } from './offer.resource';

export const AppsPage = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title="resources.offers.apps.title" />
      <Typography variant="body1" sx={{ my: 2 }}>
        {translate('resources.offers.apps.intro')}
      </Typography>
      <Grid container spacing={2}>
        {BOOST_SELL_SLUGS.map((slug) => (
          <Grid key={slug} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" component="article" aria-labelledby={`app-${slug}`} sx={{ height: '100%' }}>
              <CardContent>
                <Typography id={`app-${slug}`} variant="h6" component="h2">
                  {translate(`resources.offers.apps.kinds.${slug}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`resources.offers.apps.kinds.${slug}.text`)}
                </Typography>
              </CardContent>
              <CardActions>
                <Button component={Link} to={offerScreensOf(slug).list} label="resources.offers.apps.open" />
              </CardActions>
            </Card>
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" component="article" aria-labelledby="app-private" sx={{ height: '100%' }}>
            <CardContent>
              <Typography id="app-private" variant="h6" component="h2">
                {translate('resources.private-apps.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.private-apps.card')}
              </Typography>
            </CardContent>
            <CardActions>
              <Button component={Link} to="/apps/private" label="resources.offers.apps.open" />
            </CardActions>
          </Card>
        </Grid>
      </Grid>
    </>
  );
};
