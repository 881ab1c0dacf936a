import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface ActionFirstLayoutProps {
  /** what the visitor came to do: the buy box, the stake panel, or the prompt to connect */
  action: ReactNode;
  /** the figures and the description */
  details: ReactNode;
}

/**
 * A detail page's body: the action in a narrower right column on wide screens and first on a
 * phone, where it would otherwise come after every figure (~1000 px down). The action also
 * comes first in the document, so keyboard and screen-reader order match what is seen.
 */
export function ActionFirstLayout({ action, details }: ActionFirstLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0, gridColumn: { md: 2 }, gridRow: { md: 1 } }}>{action}</Box>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0, gridColumn: { md: 1 }, gridRow: { md: 1 } }}>{details}</Box>
    </Box>
  );
}

export default ActionFirstLayout;
