import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** A detail page's title row while it loads: the 56 px logo, the title and the line under it. */
export function DetailTitleSkeleton({ titleWidth, subtitleWidth }: { titleWidth: string; subtitleWidth: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Skeleton variant="circular" width={56} height={56} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton width={titleWidth} height={42} />
        <Skeleton width={subtitleWidth} />
      </Box>
    </Box>
  );
}
