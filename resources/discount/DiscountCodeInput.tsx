/** The code with a "generate code" button (12 characters without look-alikes: no 0/O, 1/I). */
import { Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { Button, TextInput } from 'react-admin';
import AutorenewIcon from '@mui/icons-material/Autorenew';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateCode(
  length = 12,
  random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  return [...random(length)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

export const DiscountCodeInput = () => {
  const { setValue } = useFormContext();
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextInput source="code" isRequired sx={{ flex: 1 }} />
      <Button
        label="resources.discounts.generate"
        sx={{ mt: 2 }}
        onClick={() => setValue('code', generateCode(), { shouldDirty: true, shouldValidate: true })}
      >
        <AutorenewIcon />
      </Button>
    </Stack>
  );
};
