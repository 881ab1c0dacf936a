import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { config } from '../../../config';
import { TYPED_CONFIRM_WORD, typedConfirmAccepted } from '../../../shared/review/reviewStage';
import { HIGH_SLIPPAGE, parseDeadlineMinutes, SLIPPAGE_PRESETS } from '../lib/quoteMath';
import { checkSlippageText, DEADLINE_INVALID_MESSAGE, slippageWarning } from '../lib/slippageRules';
import type { SlippageSetting } from '../lib/rememberedSlippage';

export interface SlippageSettingsProps {
  /** the slippage in force (the default while `auto`) */
  slippage: number;
  auto: boolean;
  deadlineMinutes: number;
  onChange: (setting: SlippageSetting) => void;
  onDeadlineChange: (minutes: number) => void;
}

export interface SlippagePanelProps extends SlippageSettingsProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

const AUTO = 'auto';

/**
 * Swap settings popover: slippage (Auto, presets or a custom value) and the transaction deadline.
 * A custom slippage above 5 % is applied only once 'confirm' is typed, as a large price impact
 * is; 50 % and more is refused.
 */
export function SlippagePanel({ anchor, onClose, slippage, auto, deadlineMinutes, onChange, onDeadlineChange }: SlippagePanelProps) {
  const isPreset = !auto && (SLIPPAGE_PRESETS as readonly number[]).includes(slippage);
  const [custom, setCustom] = useState(auto || isPreset ? '' : String(slippage));
  const [typed, setTyped] = useState('');
  const [deadline, setDeadline] = useState(String(deadlineMinutes));
  const check = checkSlippageText(custom);
  const awaitingConfirm = check.status === 'ok' && check.needsConfirm && check.percent !== slippage ? check.percent : null;
  const warning = slippageWarning(slippage);
  const deadlineInvalid = parseDeadlineMinutes(deadline) === null;

  const confirmHigh = () => {
    if (awaitingConfirm === null || !typedConfirmAccepted(typed)) return;
    onChange({ auto: false, percent: awaitingConfirm });
    setTyped('');
  };

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { p: 2, width: 360, maxWidth: 'calc(100vw - 32px)' }, role: 'dialog', 'aria-label': 'Swap settings' } }}
    >
      <Typography variant="subtitle2" sx={{ mb: 1 }} id="slippage-title">
        Slippage tolerance
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={auto ? AUTO : isPreset ? slippage : null}
          onChange={(_e, value: number | typeof AUTO | null) => {
            if (value === null) return;
            setCustom('');
            setTyped('');
            onChange(value === AUTO ? { auto: true } : { auto: false, percent: value });
          }}
          aria-labelledby="slippage-title"
        >
          <ToggleButton value={AUTO} aria-label="Auto">
            Auto
          </ToggleButton>
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
          error={check.status === 'invalid' || check.status === 'refused'}
          onChange={(e) => {
            const text = e.target.value.replace(',', '.');
            if (!/^\d*(\.\d{0,2})?$/.test(text)) return;
            setCustom(text);
            setTyped('');
            const next = checkSlippageText(text);
            if (next.status === 'ok' && !next.needsConfirm) onChange({ auto: false, percent: next.percent });
          }}
          slotProps={{
            htmlInput: { 'aria-label': 'Custom slippage', inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
          sx={{ width: 110 }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="slippage-in-force">
        {auto ? `Auto: ${config.defaultSlippage}%, recommended` : `Your swaps use ${slippage}%`}
      </Typography>
      {(check.status === 'invalid' || check.status === 'refused') && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }} role="alert">
          {check.message}
        </Typography>
      )}
      {awaitingConfirm !== null && (
        <Box sx={{ mt: 1.5 }} data-testid="slippage-confirm">
          <Alert severity="error">
            Slippage above {HIGH_SLIPPAGE}% needs your confirmation: the swap may return up to {awaitingConfirm}% less than
            quoted, and a high tolerance invites front-running. Type &apos;{TYPED_CONFIRM_WORD}&apos; to use {awaitingConfirm}%.
          </Alert>
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <TextField
              size="small"
              fullWidth
              label={`Type '${TYPED_CONFIRM_WORD}'`}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') confirmHigh();
              }}
              slotProps={{ htmlInput: { autoComplete: 'off' } }}
            />
            <Button variant="contained" color="error" disabled={!typedConfirmAccepted(typed)} onClick={confirmHigh}>
              Use {awaitingConfirm}%
            </Button>
          </Box>
        </Box>
      )}
      {warning && awaitingConfirm === null && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {warning}
        </Alert>
      )}

      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1, display: 'block' }} component="label" htmlFor="swap-deadline">
        Transaction deadline
      </Typography>
      <TextField
        id="swap-deadline"
        size="small"
        value={deadline}
        error={deadlineInvalid}
        onChange={(e) => {
          const text = e.target.value.trim();
          if (!/^\d{0,5}$/.test(text)) return;
          setDeadline(text);
          const minutes = parseDeadlineMinutes(text);
          if (minutes !== null) onDeadlineChange(minutes);
        }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', 'aria-describedby': 'swap-deadline-help' },
          input: { endAdornment: <InputAdornment position="end">minutes</InputAdornment> },
        }}
        sx={{ width: 160 }}
      />
      <Typography id="swap-deadline-help" variant="body2" color={deadlineInvalid ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
        {deadlineInvalid ? DEADLINE_INVALID_MESSAGE : 'Your swap reverts if it is still pending after this long.'}
      </Typography>
    </Popover>
  );
}

export default SlippagePanel;
