import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { currencySymbol } from '../lib/currency';
import type { CreateBondField, CreateBondFields } from '../lib/createBondValidation';
import type { CreateBondTextField } from './createBondSlice';

const CURRENCIES = [
  { value: '0', label: 'BNB' },
  { value: '1', label: 'USDT' },
  { value: '2', label: 'USD1' },
] as const;

export interface BondTermsFieldsProps {
  fields: CreateBondFields;
  set(field: CreateBondTextField): (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  fieldError(field: CreateBondField): string | undefined;
  disabled: boolean;
  /** the max tokens' hint: what the factory may already pull, or what the field means */
  maxTokensHint: string;
}

/** The sale's own terms on the create form: currency, vesting, prices, caps and discount. */
export function BondTermsFields({ fields, set, fieldError, disabled, maxTokensHint }: BondTermsFieldsProps) {
  const currency = Number(fields.currency);
  return (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              label="Payment currency"
              value={fields.currency}
              onChange={set('currency')}
              disabled={disabled}
              error={!!fieldError('currency')}
              helperText={fieldError('currency') ?? ' '}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {CURRENCIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </TextField>
            <TextField
              label="Vesting duration (days)"
              type="number"
              value={fields.vestingDuration}
              onChange={set('vestingDuration')}
              required
              disabled={disabled}
              error={!!fieldError('vestingDuration')}
              helperText={fieldError('vestingDuration') ?? 'Tokens vest linearly from each purchase.'}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
            <TextField
              label={`Minimum price per token (${currencySymbol(currency)})`}
              value={fields.minPrice}
              onChange={set('minPrice')}
              required
              disabled={disabled}
              error={!!fieldError('minPrice')}
              helperText={fieldError('minPrice') ?? 'No purchase is ever priced below this, whatever the market does.'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label="Max per buyer (optional)"
              value={fields.maxPerBuyer}
              onChange={set('maxPerBuyer')}
              disabled={disabled}
              error={!!fieldError('maxPerBuyer')}
              helperText={fieldError('maxPerBuyer') ?? 'Most tokens one wallet may buy in total; empty for no cap.'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label="Max tokens"
              value={fields.maxTokens}
              onChange={set('maxTokens')}
              required
              disabled={disabled}
              error={!!fieldError('maxTokens')}
              helperText={fieldError('maxTokens') ?? maxTokensHint}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label="Discount (bp)"
              type="number"
              value={fields.discount}
              onChange={set('discount')}
              disabled={disabled}
              error={!!fieldError('discount')}
              helperText={fieldError('discount') ?? '0–10000; 500 = 5% below the market price'}
              slotProps={{ htmlInput: { min: 0, max: 10000, step: 1 } }}
            />
          </Box>
  );
}
