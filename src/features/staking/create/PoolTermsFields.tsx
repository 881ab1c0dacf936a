import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { CreatePoolFields, CreatePoolTextField } from '../createPoolSlice';
import type { CreatePoolField } from '../lib/createPoolValidation';

export interface PoolTermsFieldsProps {
  fields: CreatePoolFields;
  set(field: CreatePoolTextField): (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  fieldError(field: CreatePoolField): string | undefined;
  disabled: boolean;
  /** the end date input's `min` (local time) */
  minEndDate: string;
  /** the initial reward's hint: what the factory may already pull */
  approvedText: string;
}

/** The pool's own terms on the create form: APR, end date and the initial reward. */
export function PoolTermsFields({ fields, set, fieldError, disabled, minEndDate, approvedText }: PoolTermsFieldsProps) {
  return (
    <>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                label="APR (%)"
                type="number"
                value={fields.aprPercentage}
                onChange={set('aprPercentage')}
                required
                disabled={disabled}
                error={!!fieldError('aprPercentage')}
                helperText={fieldError('aprPercentage') ?? ' '}
                slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
              />
              <TextField
                label="End date"
                type="datetime-local"
                value={fields.endDate}
                onChange={set('endDate')}
                required
                disabled={disabled}
                error={!!fieldError('endDate')}
                helperText={fieldError('endDate') ?? ' '}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minEndDate } }}
              />
            </Box>
            <TextField
              label="Initial reward"
              type="number"
              value={fields.initialRewardAmount}
              onChange={set('initialRewardAmount')}
              required
              disabled={disabled}
              error={!!fieldError('initialRewardAmount')}
              helperText={fieldError('initialRewardAmount') ?? approvedText}
              slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
            />
    </>
  );
}
