import type { ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';

export interface TokenAddressFieldProps {
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  disabled: boolean;
  errorText: string | undefined;
  /** shown when there is no error: what was read about the token */
  hint: string | undefined;
  testId?: string;
}

/** The token contract address input of a create form: 42 characters, no spell check. */
export function TokenAddressField({ label, value, onChange, disabled, errorText, hint, testId }: TokenAddressFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      placeholder="0x…"
      required
      disabled={disabled}
      error={!!errorText}
      helperText={errorText ?? hint ?? ' '}
      slotProps={{ htmlInput: { spellCheck: false, maxLength: 42, ...(testId ? { 'data-testid': testId } : {}) } }}
    />
  );
}

/** 'Name (SYMBOL), N decimals' of a token read on chain. */
export function tokenSummary(token: { name: string; symbol: string; decimals: number }): string {
  return `${token.name} (${token.symbol}), ${token.decimals} decimals`;
}
