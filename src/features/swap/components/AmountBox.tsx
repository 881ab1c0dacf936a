import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { formatBalance, sanitizeAmountInput } from '../../../shared/lib/amounts';
import { formatUsdValue } from '../../../shared/prices/usdValue';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { AMOUNT_FONT_REM, amountFontSize } from '../lib/amountFontSize';
import type { SwapToken } from '../lib/tokens';

export interface AmountBoxProps {
  label: 'You pay' | 'You receive';
  token: SwapToken | null;
  /** text shown in the amount field */
  value: string;
  /** editable side only: the filtered new text */
  onChange?: (value: string) => void;
  onPickToken: () => void;
  /** raw balance of the token, when a wallet is connected */
  balance?: string | null;
  onMax?: () => void;
  usdValue?: bigint | null;
  /** next to the USD value, e.g. the value difference on the receive side */
  usdNote?: ReactNode;
  loading?: boolean;
}

export function AmountBox({
  label,
  token,
  value,
  onChange,
  onPickToken,
  balance,
  onMax,
  usdValue,
  usdNote,
  loading,
}: AmountBoxProps) {
  const readOnly = !onChange;
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ bgcolor: 'action.hover', borderRadius: 3, p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {token && balance !== undefined && balance !== null && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" data-testid={`${readOnly ? 'dst' : 'src'}-balance`}>
              Balance: {formatBalance(balance, token.decimals)}
            </Typography>
            {onMax && (
              <Button size="small" onClick={onMax} sx={{ minWidth: 0, px: 1, py: 0, fontWeight: 700 }}>
                MAX
              </Button>
            )}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0, containerType: 'inline-size' }}>
          <InputBase
            value={loading ? '' : value}
            readOnly={readOnly}
            placeholder={loading ? '' : '0'}
            onChange={(e) => {
              if (!onChange) return;
              const next = sanitizeAmountInput(e.target.value, token?.decimals);
              if (next !== null) onChange(next);
            }}
            inputProps={{
              'aria-label': label,
              'aria-busy': loading ? true : undefined,
              inputMode: 'decimal',
              autoComplete: 'off',
              spellCheck: false,
            }}
            sx={{ width: '100%', fontSize: amountFontSize(loading ? '' : value), fontWeight: 600 }}
          />
          {loading && (
            <Skeleton
              variant="text"
              aria-label="Loading quote"
              sx={{ position: 'absolute', inset: 0, fontSize: `${AMOUNT_FONT_REM}rem`, pointerEvents: 'none' }}
            />
          )}
        </Box>
        <Button
          variant={token ? 'outlined' : 'contained'}
          onClick={onPickToken}
          aria-label={token ? `${label} token: ${token.symbol}` : `${label} token: Select token`}
          endIcon={<KeyboardArrowDownIcon />}
          sx={{ borderRadius: 6, flexShrink: 0, gap: 0.5 }}
        >
          {token ? (
            <>
              <TokenLogo src={token.logoURI} symbol={token.symbol} size={22} />
              <Box component="span" sx={{ ml: 0.75 }}>
                {token.symbol}
              </Box>
            </>
          ) : (
            'Select token'
          )}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5, minHeight: 20 }}>
        {usdValue !== null && usdValue !== undefined && (
          <Typography variant="body2" color="text.secondary" data-testid={`${readOnly ? 'dst' : 'src'}-usd`}>
            {formatUsdValue(usdValue)}
          </Typography>
        )}
        {usdNote}
      </Box>
    </Box>
  );
}

export default AmountBox;
