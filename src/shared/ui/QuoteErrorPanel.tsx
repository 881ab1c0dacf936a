import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { RetryButton } from './InlineError';

/** What a quote failure shows; each feature words its own (a listing's price, a swap route). */
export interface QuoteErrorTexts {
  /** the title of a failure that is not a liquidity problem */
  title: string;
  /** the failure in the quote source's words (may be absent) */
  message: string | null;
  /** set when no price exists for lack of liquidity: shown as a warning instead */
  liquidity: { explanation: string; tip?: string } | null;
}

/** A way to ask again now (the failed read also comes back by itself); off while it runs. */
export type QuoteRetry = Parameters<typeof RetryButton>[0];

/** The quote error panel of SPEC section 8: a liquidity problem gets its own explanation. */
export function QuoteErrorPanel({ texts, retry, sx }: { texts: QuoteErrorTexts; retry?: QuoteRetry; sx?: SxProps<Theme> }) {
  if (texts.liquidity) {
    return (
      <Alert severity="warning" role="alert" sx={sx}>
        <AlertTitle>Liquidity Not Found</AlertTitle>
        {texts.liquidity.explanation}
        {texts.liquidity.tip && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {texts.liquidity.tip}
          </Typography>
        )}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={retry && <RetryButton {...retry} />}
    >
      <AlertTitle>{texts.title}</AlertTitle>
      {texts.message}
    </Alert>
  );
}
