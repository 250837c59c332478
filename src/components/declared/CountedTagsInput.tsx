/** Free tags with how many there are under them (a tags field's `count`); a refused tag's message shows in its place. */
import { TextArrayInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

export const CountedTagsInput = ({
  source,
  count,
  ...props
}: { source: string; count: string } & Record<string, unknown>) => {
  const translate = useTranslate();
  const value = useWatch({ name: source }) as unknown;
  const n = Array.isArray(value) ? value.length : 0;
  return <TextArrayInput source={source} helperText={translate(count, { smart_count: n })} fullWidth {...props} />;
};
