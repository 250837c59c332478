/**
 * A screen that is one card (settings screens: notifications, plan, billing, feed, languages,
 * ...): the browser title and the level-1 heading from one key, a line of help under it, and
 * while the screen's data loads or fails, the loading state or the error that says what failed.
 */
import { Alert, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ScreenLoading } from './ScreenLoading';

export interface ScreenCardProps {
  /** i18n key of the screen's name: its heading and the browser's title. */
  title: string;
  /** i18n key of a line of help under the heading. */
  help?: string;
  maxWidth?: number;
  /** The screen's data is loading: its loading state shows below the heading. */
  loading?: boolean;
  /** i18n key of the message shown when the screen's data could not be loaded. */
  error?: string | false;
  children?: ReactNode;
}

export const ScreenCard = ({ title, help, maxWidth = 840, loading, error, children }: ScreenCardProps) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h6" component="h1">
          {translate(title)}
        </Typography>
        {help ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(help)}
          </Typography>
        ) : null}
        {loading ? <ScreenLoading /> : null}
        {error ? <Alert severity="error">{translate(error)}</Alert> : null}
        {children}
      </CardContent>
    </Card>
  );
};
