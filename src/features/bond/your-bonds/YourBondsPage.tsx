import Typography from '@mui/material/Typography';

/** Placeholder until the page's owner lands it (routes already point here). */
export default function YourBondsPage() {
  return (
    <Typography variant="h4" component="h1" sx={{ my: 3 }}>
      Your Bonds
    </Typography>
  );
}
