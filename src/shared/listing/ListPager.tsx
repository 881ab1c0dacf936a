import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

interface ListPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** names the list the pages are of: 'Market pages' */
  label: string;
}

/** The pages of a card list; nothing while the list fits on one. */
export function ListPager({ page, pages, onPage, label }: ListPagerProps) {
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination count={pages} page={page} onChange={(_event, value) => onPage(value)} aria-label={label} />
    </Box>
  );
}
