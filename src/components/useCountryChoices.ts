/** Country choices in the UI language ("Viet Nam (VN)"), for the zone, surcharge and tax pickers. */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { countryChoices } from './shopChoices';

export function useCountryChoices() {
  const [locale] = useLocaleState();
  return useMemo(() => countryChoices(locale).map((c) => ({ id: c.id, name: `${c.name} (${c.id})` })), [locale]);
}
