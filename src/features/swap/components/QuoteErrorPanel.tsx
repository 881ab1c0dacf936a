import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/**
 * The quote failure: 'Failed to fetch quote' with the server's words. A missing pool gets the
 * liquidity explanation (SPEC section 8's quote error panel).
 */
export function QuoteErrorPanel({ error, detail }: { error: string; detail: string | null }) {
  const noLiquidity = !!detail && /liquidity/i.test(detail);
  return (
    <Alert severity={noLiquidity ? 'warning' : 'error'} role="alert" sx={{ mt: 1.5 }}>
      <AlertTitle>{noLiquidity ? 'Liquidity Not Found' : error}</AlertTitle>
      {noLiquidity ? (
        <>
          {error}: {detail}. There is currently insufficient liquidity for this pair. Try a smaller amount or a
          different token; a pool may not exist yet.
        </>
      ) : (
        detail
      )}
    </Alert>
  );
}

export default QuoteErrorPanel;
