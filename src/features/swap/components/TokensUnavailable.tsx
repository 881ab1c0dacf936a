import { InlineError } from '../../../shared/ui/InlineError';

/** In place of the card when the token list could not be loaded: the server's message and a retry. */
export function TokensUnavailable({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <InlineError onRetry={onRetry} retrying={retrying}>
      {(error as { message?: string } | undefined)?.message ?? 'Failed to fetch tokens'}
    </InlineError>
  );
}
