import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { isLiquidityError } from '../lib/quoteRules';

/** The quote error panel of SPEC section 8: a liquidity problem gets its own explanation. */
export function QuoteErrorPanel({ message }: { message: string }) {
  if (isLiquidityError(message)) {
    return (
      <Alert severity="warning" role="alert">
        <AlertTitle>Liquidity Not Found</AlertTitle>
        There is currently insufficient liquidity for this token. Please try again later or select a different bond.
        <Typography variant="body2" sx={{ mt: 1 }}>
          Tip: the token may not have a liquidity pool on the DEX yet, so no price can be quoted.
        </Typography>
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>Unable to Get Price Quote</AlertTitle>
      {message}
    </Alert>
  );
}
