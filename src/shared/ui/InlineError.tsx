import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** 'Retry' for a failed read, off while the refetch runs. */
export function RetryButton({ onRetry, retrying }: { onRetry: () => unknown; retrying: boolean }) {
  return (
    <Button color="inherit" size="small" onClick={() => void onRetry()} disabled={retrying}>
      Retry
    </Button>
  );
}

/**
 * A value that could not be read: the failure in one sentence with a 'Retry' (off while the
 * refetch runs). The failed query also comes back by itself (`shared/api/recovery.ts`: polled while it fails);
 * Retry is for the user who does not want to wait.
 */
export function InlineError({
  onRetry,
  retrying,
  sx,
  children,
}: {
  onRetry: () => unknown;
  retrying: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={<RetryButton onRetry={onRetry} retrying={retrying} />}
    >
      {children}
    </Alert>
  );
}
