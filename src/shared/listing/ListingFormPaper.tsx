import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The form card of a create page; the browser's own validation is off (the page validates). */
export function ListingFormPaper({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(e) => e.preventDefault()}
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2.5, borderRadius: 3 }}
    >
      {children}
    </Paper>
  );
}

/** The creation fee line under a create form. */
export function CreationFeeLine({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" color="text.secondary" data-testid="creation-fee">
      {label}: {value}
    </Typography>
  );
}
