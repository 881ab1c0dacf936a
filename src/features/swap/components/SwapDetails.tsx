import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LocalGasStationOutlinedIcon from '@mui/icons-material/LocalGasStationOutlined';
import { formatBalance } from '../../../shared/lib/amounts';
import { formatRate, minimumReceived, priceImpactLevel } from '../lib/quoteMath';
import type { SwapToken } from '../lib/tokens';

export interface SwapDetailsProps {
  src: SwapToken;
  dst: SwapToken;
  srcAmount: bigint;
  dstAmount: bigint;
  slippage: number;
  feeText: string;
  priceImpact: number | null;
  /** BNB ↔ WBNB: a 1:1 wrap, no slippage or price impact */
  isWrap: boolean;
  /** the quote's routes as lines (lib/route.ts describeRoutes) */
  routes?: string[];
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId} sx={{ textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The rate line with the network fee, always in sight; minimum received, slippage, price impact
 * and route fold behind its toggle (folded at first), so the action button stays on a laptop's
 * first screen and next to the amount on a phone. A price impact that needs care is never folded
 * away: it shows on the rate line in its colour.
 */
export function SwapDetails({ src, dst, srcAmount, dstAmount, slippage, feeText, priceImpact, isWrap, routes = [] }: SwapDetailsProps) {
  const [open, setOpen] = useState(false);
  const rowsId = useId();
  const rate = formatRate(srcAmount, src.decimals, dstAmount, dst.decimals);
  const level = priceImpactLevel(priceImpact);
  const min = isWrap ? dstAmount : minimumReceived(dstAmount, slippage);
  const impactColour = level === 'confirm' ? 'error.main' : level === 'warning' ? 'warning.main' : 'inherit';
  const impactText = priceImpact === null ? '' : priceImpact < 0.01 ? '<0.01%' : `${priceImpact.toFixed(2)}%`;
  const impactOnRateLine = !open && !isWrap && priceImpact !== null && level !== 'none';
  return (
    <Box sx={{ mt: 1.5, px: 0.5 }} aria-label="Swap details" role="region">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
        <Typography variant="body2" data-testid="swap-rate" sx={{ flex: 1, minWidth: 0 }}>
          {rate === null ? '' : `1 ${src.symbol} = ${rate} ${dst.symbol}`}
        </Typography>
        {impactOnRateLine && (
          <Typography variant="body2" data-testid="price-impact-summary" sx={{ color: impactColour, fontWeight: 600 }}>
            {impactText} impact
          </Typography>
        )}
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="network-fee"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
        >
          <LocalGasStationOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
          {feeText}
        </Typography>
        <IconButton
          size="small"
          aria-label={open ? 'Hide swap details' : 'Show swap details'}
          aria-expanded={open}
          aria-controls={rowsId}
          onClick={() => setOpen((value) => !value)}
          sx={{ mr: -0.75 }}
        >
          <ExpandMoreIcon fontSize="small" sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
        </IconButton>
      </Box>
      <Box id={rowsId} hidden={!open} data-testid="swap-details-rows">
        {isWrap ? (
          <Row label="Route">{src.symbol === 'BNB' ? 'Wrap' : 'Unwrap'} 1:1</Row>
        ) : (
          <>
            <Row label="Minimum received" testId="minimum-received">
              {formatBalance(min, dst.decimals)} {dst.symbol}
            </Row>
            <Row label="Slippage tolerance">{slippage}%</Row>
            {priceImpact !== null && (
              <Row label="Price impact" testId="price-impact">
                <Box component="span" sx={{ color: impactColour }}>
                  {impactText}
                </Box>
              </Row>
            )}
            {routes.length > 0 && (
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
                <Typography variant="body2" color="text.secondary">
                  Route
                </Typography>
                <Box data-testid="swap-route" sx={{ textAlign: 'right' }}>
                  {routes.map((route) => (
                    <Typography key={route} variant="body2" data-testid="swap-route-line">
                      {route}
                    </Typography>
                  ))}
                </Box>
              </Box>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}

export default SwapDetails;
