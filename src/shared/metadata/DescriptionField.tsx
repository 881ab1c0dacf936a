import type { ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';

/**
 * The required 'Description' of a listing with its `n/max` counter (counted trimmed, as the
 * validation counts it). `errorText` replaces the counter; the field is marked red when there is an
 * error text or the text is over the limit, unless the caller decides with `error`.
 */
export function DescriptionField({
  value,
  onChange,
  maxLength,
  errorText,
  error,
  disabled,
}: {
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  maxLength: number;
  errorText?: string | null | false;
  error?: boolean;
  disabled?: boolean;
}) {
  const length = value.trim().length;
  return (
    <TextField
      label="Description"
      value={value}
      onChange={onChange}
      required
      multiline
      minRows={3}
      disabled={disabled}
      error={error ?? (!!errorText || length > maxLength)}
      helperText={errorText || `${length}/${maxLength}`}
    />
  );
}
