import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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

/** The rate line with the network fee, then minimum received and price impact. */
export function SwapDetails({ src, dst, srcAmount, dstAmount, slippage, feeText, priceImpact, isWrap, routes = [] }: SwapDetailsProps) {
  const rate = formatRate(srcAmount, src.decimals, dstAmount, dst.decimals);
  const level = priceImpactLevel(priceImpact);
  const min = isWrap ? dstAmount : minimumReceived(dstAmount, slippage);
  return (
    <Box sx={{ mt: 1.5, px: 0.5 }} aria-label="Swap details" role="region">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
        <Typography variant="body2" data-testid="swap-rate">
          {rate === null ? '' : `1 ${src.symbol} = ${rate} ${dst.symbol}`}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="network-fee"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <LocalGasStationOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
          {feeText}
        </Typography>
      </Box>
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
              <Box
                component="span"
                sx={{ color: level === 'confirm' ? 'error.main' : level === 'warning' ? 'warning.main' : 'inherit' }}
              >
                {priceImpact < 0.01 ? '<0.01%' : `${priceImpact.toFixed(2)}%`}
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
  );
}

export default SwapDetails;
