/**
 * /setting (SPEC §2 settings home): a card per settings screen, with its icon, title and
 * one line, built from the menu entries of the `settings` group (settingCards.ts).
 */
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { createElement } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../index';
import { SHELL_MENU_PAGES } from '../../src/lib/menuEntries';
import { settingCards } from './settingCards';

export const SettingsHome = () => {
  const translate = useTranslate();
  const cards = settingCards(resources, SHELL_MENU_PAGES);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="resources.setting.title" />
      <Typography variant="h5" component="h1">
        {translate('resources.setting.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.setting.intro')}
      </Typography>
      {cards.length === 0 && <Typography>{translate('resources.setting.empty')}</Typography>}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {cards.map((card) => (
          <li key={card.to}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={card.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={2} alignItems="flex-start">
                    <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }} aria-hidden>
                      {createElement(card.icon ?? SettingsIcon)}
                    </Box>
                    <Box>
                      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                        {translate(card.label, { smart_count: 2 })}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {translate(card.description, { _: '' })}
                      </Typography>
                    </Box>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
};
