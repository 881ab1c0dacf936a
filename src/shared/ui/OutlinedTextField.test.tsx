import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

/** The markup without React's generated ids and emotion's hashed class names. */
function markup(container: HTMLElement): string {
  return container.innerHTML
    .replace(/_r_[0-9a-z]+_|:r[0-9a-z]+:/g, 'ID')
    .replace(/css-[0-9a-z]+-?/g, 'css-');
}

const props: OutlinedTextFieldProps = {
  label: 'Token amount',
  value: '12.5',
  onChange: () => undefined,
  placeholder: '0.0',
  helperText: 'Available: 99,950 SALLY',
  fullWidth: true,
  slotProps: {
    htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
    input: { endAdornment: <InputAdornment position="end">SALLY</InputAdornment> },
  },
};

describe('OutlinedTextField (MUI TextField without Select)', () => {
  it('renders the markup MUI TextField renders for the same props', () => {
    const ours = render(<OutlinedTextField {...props} />);
    const mui = render(<TextField {...props} />);
    expect(markup(ours.container)).toBe(markup(mui.container));
  });

  it('matches it in the error and disabled states too', () => {
    const ours = render(<OutlinedTextField {...props} error disabled helperText=" " />);
    const mui = render(<TextField {...props} error disabled helperText=" " />);
    expect(markup(ours.container)).toBe(markup(mui.container));
  });

  it('is found by its label, described by its helper text, and typed into', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <OutlinedTextField
          {...props}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ input: { endAdornment: <Button onClick={() => setValue('7')}>MAX</Button> } }}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Token amount' });
    expect(input).toHaveAccessibleDescription('Available: 99,950 SALLY');
    await userEvent.type(input, '3.25');
    expect(input).toHaveValue('3.25');
    await userEvent.click(screen.getByRole('button', { name: 'MAX' }));
    expect(input).toHaveValue('7');
  });
});
