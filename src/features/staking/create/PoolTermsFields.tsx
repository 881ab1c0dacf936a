import Box from '@mui/material/Box';
import { FormTextFields, type FormTextFieldSpec } from '../../../shared/listing/FormTextFields';
import type { CreatePoolFields } from './createPoolSlice';
import type { CreatePoolField } from '../lib/createPoolValidation';

type PoolTermField = 'aprPercentage' | 'endDate' | 'initialRewardAmount';

export interface PoolTermsFieldsProps {
  fields: CreatePoolFields;
  onChange(field: PoolTermField, value: string): void;
  fieldError(field: CreatePoolField): string | undefined;
  disabled: boolean;
  /** the end date input's `min` (local time) */
  minEndDate: string;
  /** the initial reward's hint: what the factory may already pull */
  approvedText: string;
}

/** The pool's own terms on the create form: APR, end date and the initial reward. */
export function PoolTermsFields({ fields, onChange, fieldError, disabled, minEndDate, approvedText }: PoolTermsFieldsProps) {
  const schedule: FormTextFieldSpec<PoolTermField>[] = [
    { field: 'aprPercentage', label: 'APR (%)', type: 'number', required: true, hint: ' ', input: { step: 0.01, min: 0 } },
    { field: 'endDate', label: 'End date', type: 'datetime-local', required: true, hint: ' ', input: { min: minEndDate }, shrinkLabel: true },
  ];
  const reward: FormTextFieldSpec<PoolTermField>[] = [
    { field: 'initialRewardAmount', label: 'Initial reward', type: 'number', required: true, hint: approvedText, input: { step: 0.01, min: 0 } },
  ];
  const common = { values: fields, onChange, errorFor: fieldError, disabled };
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextFields specs={schedule} {...common} />
      </Box>
      <FormTextFields specs={reward} {...common} />
    </>
  );
}
