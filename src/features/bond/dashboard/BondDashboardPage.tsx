import Typography from '@mui/material/Typography';

/** Placeholder until the page's owner lands it (routes already point here). */
export default function BondDashboardPage() {
  return (
    <Typography variant="h4" component="h1" sx={{ my: 3 }}>
      Your Created Bonds
    </Typography>
  );
}
