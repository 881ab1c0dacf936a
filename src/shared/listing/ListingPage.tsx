import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ListingPageProps {
  /** the id of the h1, which names the section */
  titleId: string;
  title: string;
  lead: string;
  children: ReactNode;
}

/** A listing kind's create page: a narrow section named by its title, the lead under it. */
export function ListingPage({ titleId, title, lead, children }: ListingPageProps) {
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography id={titleId} variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {lead}
      </Typography>
      {children}
    </Box>
  );
}
