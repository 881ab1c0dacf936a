import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The card's shape while the token list loads. */
export function SwapSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading swap">
      <Skeleton variant="text" width="30%" height={36} sx={{ mb: 1 }} />
      <Skeleton variant="rounded" height={112} sx={{ mb: 1 }} />
      <Skeleton variant="circular" width={36} height={36} sx={{ mx: 'auto', my: -1 }} />
      <Skeleton variant="rounded" height={112} sx={{ mt: 1, mb: 2 }} />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" height={52} sx={{ mt: 2 }} />
    </Box>
  );
}

export default SwapSkeleton;
