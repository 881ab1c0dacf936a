import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export interface PageSkeletonProps {
  /** number of card placeholders */
  cards?: number;
  /** what is loading, for screen readers */
  label?: string;
}

/** Placeholder shown while a lazily loaded page or its data arrives. */
export function PageSkeleton({ cards = 3, label = 'Loading' }: PageSkeletonProps) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} sx={{ py: 3 }}>
      <Skeleton variant="text" width="40%" height={44} />
      <Skeleton variant="text" width="65%" sx={{ mb: 3 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={180} />
        ))}
      </Box>
    </Box>
  );
}

export default PageSkeleton;
