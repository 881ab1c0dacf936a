import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** In place of the card when the token list could not be loaded: the server's message and a retry. */
export function TokensUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {(error as { message?: string } | undefined)?.message ?? 'Failed to fetch tokens'}
    </Alert>
  );
}
