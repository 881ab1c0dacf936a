import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';

/** TextField's own root (same name and slot), so theme overrides and class names are TextField's. */
const TextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

export interface OutlinedTextFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  error?: boolean;
  fullWidth?: boolean;
  helperText?: ReactNode;
  slotProps?: {
    htmlInput?: InputHTMLAttributes<HTMLInputElement>;
    input?: Pick<OutlinedInputProps, 'endAdornment' | 'startAdornment'>;
  };
}

/**
 * MUI's outlined TextField for a plain text input, built from the same parts (FormControl,
 * InputLabel, OutlinedInput, FormHelperText) with the same ids and ARIA wiring, so it looks and
 * reads the same. MUI's TextField also imports Select, and with it Menu, Popover and Modal
 * (~20 KiB gzip) even when `select` is never set: pages that only need an amount box (a
 * listing's buy or stake panel) use this one instead.
 */
export function OutlinedTextField({
  label,
  value,
  onChange,
  placeholder,
  autoComplete,
  disabled = false,
  error = false,
  fullWidth = false,
  helperText,
  slotProps = {},
}: OutlinedTextFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <TextFieldRoot className="MuiTextField-root" variant="outlined" disabled={disabled} error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={helperTextId}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        fullWidth={fullWidth}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </TextFieldRoot>
  );
}
