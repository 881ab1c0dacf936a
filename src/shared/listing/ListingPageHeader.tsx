import Typography from '@mui/material/Typography';

/** The title and lead of a create page (bond sale, staking pool). */
export function ListingPageHeader({ titleId, title, lead }: { titleId: string; title: string; lead: string }) {
  return (
    <>
      <Typography id={titleId} variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {lead}
      </Typography>
    </>
  );
}
