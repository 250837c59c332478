/** A form's submit button: always enabled (so empty forms show their errors), busy while submitting. */
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  label: string;
}

export const SubmitButton = ({ label, disabled, ...rest }: SubmitButtonProps) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled || isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      {...rest}
    >
      {translate(label)}
    </Button>
  );
};
