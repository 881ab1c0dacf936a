import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FormTextFields, type FormTextFieldSpec } from '../../../shared/listing/FormTextFields';
import { currencySymbol } from '../lib/currency';
import type { CreateBondField, CreateBondFields } from '../lib/createBondValidation';

const CURRENCIES = [
  { value: '0', label: 'BNB' },
  { value: '1', label: 'USDT' },
  { value: '2', label: 'USD1' },
] as const;

type BondTermField = 'currency' | 'vestingDuration' | 'minPrice' | 'maxPerBuyer' | 'maxTokens' | 'hourlyBudget' | 'discount';

export interface BondTermsFieldsProps {
  fields: CreateBondFields;
  onChange(field: BondTermField, value: string): void;
  fieldError(field: CreateBondField): string | undefined;
  disabled: boolean;
  /** the max tokens' hint: what the factory may already pull, or what the field means */
  maxTokensHint: string;
  /** the hourly budget an empty field stands for (the factory's default for the max tokens typed), formatted; null while unknown */
  defaultHourlyBudget: string | null;
}

const DECIMAL = { inputMode: 'decimal' };

/** The sale's own terms on the create form: currency, vesting, prices, caps and discount. */
export function BondTermsFields({ fields, onChange, fieldError, disabled, maxTokensHint, defaultHourlyBudget }: BondTermsFieldsProps) {
  const currencyError = fieldError('currency');
  const specs: FormTextFieldSpec<BondTermField>[] = [
    {
      field: 'vestingDuration',
      label: 'Vesting duration (days)',
      type: 'number',
      required: true,
      hint: 'Tokens vest linearly from each purchase.',
      input: { min: 1, step: 1 },
    },
    {
      field: 'minPrice',
      label: `Minimum price per token (${currencySymbol(Number(fields.currency))})`,
      required: true,
      hint: 'No purchase is ever priced below this, whatever the market does.',
      input: DECIMAL,
    },
    { field: 'maxPerBuyer', label: 'Max per buyer (optional)', hint: 'Most tokens one wallet may buy in total; empty for no cap.', input: DECIMAL },
    { field: 'maxTokens', label: 'Max tokens', required: true, hint: maxTokensHint, input: DECIMAL },
    {
      field: 'hourlyBudget',
      label: 'Hourly budget (optional)',
      hint: `Most tokens buyers may buy in any hour, so no one can buy the whole sale at once. Empty: ${
        defaultHourlyBudget ?? '10% of max tokens'
      }${defaultHourlyBudget ? ' (10% of max tokens)' : ''}.`,
      input: DECIMAL,
    },
    { field: 'discount', label: 'Discount (%)', hint: '0–100, up to 2 decimals; 5 = 5% below the market price', input: DECIMAL },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        select
        label="Payment currency"
        value={fields.currency}
        onChange={(event) => onChange('currency', event.target.value)}
        disabled={disabled}
        error={!!currencyError}
        helperText={currencyError ?? ' '}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {CURRENCIES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </TextField>
      <FormTextFields specs={specs} values={fields} onChange={onChange} errorFor={fieldError} disabled={disabled} />
    </Box>
  );
}
