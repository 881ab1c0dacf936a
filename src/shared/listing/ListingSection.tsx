import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ListingSectionProps {
  /** the id of the h1, which names the section */
  titleId: string;
  title: string;
  /** the sentence under the title, if the page has one */
  lead?: ReactNode;
  /** a form's width rather than the page's */
  narrow?: boolean;
  children: ReactNode;
}

/** A listing kind's page: a section named by its h1, the lead under it, then the page's body. */
export function ListingSection({ titleId, title, lead, narrow = false, children }: ListingSectionProps) {
  return (
    <Box component="section" aria-labelledby={titleId} sx={narrow ? { maxWidth: 760, mx: 'auto' } : undefined}>
      <Typography id={titleId} variant="h4" component="h1" sx={{ fontWeight: 700, mb: lead ? 1 : 3 }}>
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Box>
  );
}
