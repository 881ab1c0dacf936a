import TextField from '@mui/material/TextField';

/** One text input of a create form, described as data so the form's terms read as a table. */
export interface FormTextFieldSpec<K extends string> {
  field: K;
  label: string;
  /** the helper text while the field has no error */
  hint: string;
  type?: 'number' | 'datetime-local';
  required?: boolean;
  /** attributes of the <input>: min, step, inputMode */
  input?: Record<string, string | number>;
  /** keep the label above the input (date inputs show their own placeholder) */
  shrinkLabel?: boolean;
}

export interface FormTextFieldsProps<K extends string> {
  specs: readonly FormTextFieldSpec<K>[];
  values: Readonly<Record<NoInfer<K>, string>>;
  onChange(field: NoInfer<K>, value: string): void;
  errorFor(field: NoInfer<K>): string | undefined;
  disabled: boolean;
}

/** The text inputs of `specs`, each showing its error in place of its hint. */
export function FormTextFields<K extends string>({ specs, values, onChange, errorFor, disabled }: FormTextFieldsProps<K>) {
  return specs.map((spec) => {
    const error = errorFor(spec.field);
    return (
      <TextField
        key={spec.field}
        label={spec.label}
        type={spec.type}
        value={values[spec.field]}
        onChange={(event) => onChange(spec.field, event.target.value)}
        required={spec.required}
        disabled={disabled}
        error={!!error}
        helperText={error ?? spec.hint}
        slotProps={{ htmlInput: spec.input, ...(spec.shrinkLabel ? { inputLabel: { shrink: true } } : {}) }}
      />
    );
  });
}
