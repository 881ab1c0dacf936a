import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { parseSlippage, SLIPPAGE_PRESETS, slippageWarning } from '../lib/quoteMath';

export interface SlippageSettingsProps {
  slippage: number;
  onChange: (percent: number) => void;
}

export interface SlippagePanelProps extends SlippageSettingsProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** Slippage tolerance popover: presets, a custom value and warnings for extreme values. */
export function SlippagePanel({ anchor, onClose, slippage, onChange }: SlippagePanelProps) {
  const isPreset = (SLIPPAGE_PRESETS as readonly number[]).includes(slippage);
  const [custom, setCustom] = useState(isPreset ? '' : String(slippage));
  const customInvalid = custom !== '' && parseSlippage(custom) === null;
  const warning = slippageWarning(slippage);

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { p: 2, width: 340 }, role: 'dialog', 'aria-label': 'Slippage tolerance' } }}
    >
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Slippage tolerance
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={isPreset ? slippage : null}
          onChange={(_e, value: number | null) => {
            if (value !== null) {
              setCustom('');
              onChange(value);
            }
          }}
          aria-label="Slippage presets"
        >
          {SLIPPAGE_PRESETS.map((p) => (
            <ToggleButton key={p} value={p} aria-label={`${p}%`}>
              {p}%
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          size="small"
          placeholder="Custom"
          value={custom}
          error={customInvalid}
          onChange={(e) => {
            const text = e.target.value.replace(',', '.');
            if (!/^\d*(\.\d{0,2})?$/.test(text)) return;
            setCustom(text);
            const parsed = parseSlippage(text);
            if (parsed !== null) onChange(parsed);
          }}
          slotProps={{
            htmlInput: { 'aria-label': 'Custom slippage', inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
          sx={{ width: 120 }}
        />
      </Box>
      {customInvalid && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          Enter a slippage between 0.01% and 50%
        </Typography>
      )}
      {warning && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {warning}
        </Alert>
      )}
    </Popover>
  );
}

export default SlippagePanel;
