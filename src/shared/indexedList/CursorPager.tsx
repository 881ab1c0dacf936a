import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface CursorPagerProps {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** names the list the pages are of: 'Listing pages' */
  label: string;
}

/**
 * Previous / Next through a list read a page at a time after a cursor (how many pages there are
 * is not known ahead); nothing while the list fits on one page.
 */
export function CursorPager({ page, hasPrevious, hasNext, onPrevious, onNext, label }: CursorPagerProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, mt: 3 }}>
      <Button variant="outlined" onClick={onPrevious} disabled={!hasPrevious}>
        Previous
      </Button>
      <Typography color="text.secondary" aria-live="polite">
        Page {page}
      </Typography>
      <Button variant="outlined" onClick={onNext} disabled={!hasNext}>
        Next
      </Button>
    </Box>
  );
}
