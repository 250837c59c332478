/**
 * A strength hint under a new password (issue 15). The scorer (core/passwordStrength.ts,
 * zxcvbn-ts and its dictionaries) is imported lazily when a form showing this mounts, so
 * it is never part of the app's first load. The gateway makes the same check and refuses
 * a password under PASSWORD_MIN_SCORE; this only tells the merchant before they submit.
 */
import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PASSWORD_MIN_SCORE } from '../../resources/auth/auth.schema';

type Scorer = typeof import('../../core/passwordStrength');
let loading: Promise<Scorer> | undefined;
const loadScorer = () => (loading ??= import('../../core/passwordStrength'));

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

export interface PasswordStrengthProps {
  source?: string;
  /** The person's own words when the form has no such fields (the security page). */
  person?: Record<string, unknown>;
}

export const PasswordStrength = ({ source = 'password', person }: PasswordStrengthProps) => {
  const translate = useTranslate();
  const password = useWatch({ name: source }) as string | undefined;
  const [email, firstName, lastName] = useWatch({ name: ['email', 'first_name', 'last_name'] }) as (
    string | undefined
  )[];
  const [scorer, setScorer] = useState<Scorer>();
  useEffect(() => {
    let live = true;
    void loadScorer().then((loaded) => live && setScorer(loaded));
    return () => {
      live = false;
    };
  }, []);
  const score = useMemo(() => {
    if (!scorer || !password) return undefined;
    const words = scorer.personalWords({
      email: email ?? person?.email,
      first_name: firstName ?? person?.first_name,
      last_name: lastName ?? person?.last_name,
    });
    return scorer.passwordScore(password, words);
  }, [scorer, password, email, firstName, lastName, person?.email, person?.first_name, person?.last_name]);
  if (score === undefined) return null;
  const weak = score < PASSWORD_MIN_SCORE;
  return (
    <Box sx={{ mt: -0.5, mb: 1.5 }} data-testid="password-strength" data-score={score}>
      <LinearProgress
        variant="determinate"
        value={(score + 1) * 20}
        color={COLORS[score]}
        aria-label={translate('app.signup.strength.label')}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color={weak ? 'error' : 'text.secondary'} role="status">
        {translate('app.signup.strength.label')}: {translate(`app.signup.strength.score_${score}`)}
        {weak ? ` — ${translate('app.signup.strength.too_guessable')}` : ''}
      </Typography>
    </Box>
  );
};
