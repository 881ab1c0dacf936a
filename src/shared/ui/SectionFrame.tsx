import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PageSkeleton } from './PageSkeleton';

/** The frame every page of a section sits in: the content width (1140 px at most) and its spacing. */
export function SectionFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}

/**
 * What a section shows while its code loads: its frame, the room of its tab bar and a page
 * skeleton, so the first paint already has the page's width and nothing jumps when it comes.
 */
export function SectionSkeleton() {
  return (
    <SectionFrame>
      <Box aria-hidden sx={{ height: 49, borderBottom: 1, borderColor: 'divider', mb: 3 }} />
      <PageSkeleton />
    </SectionFrame>
  );
}
