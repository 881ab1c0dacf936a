import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** A failed read of the bond pages: the error sentence with a 'Retry' that is off while the refetch runs. */
export function RetryAlert({
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
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()} disabled={retrying}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
