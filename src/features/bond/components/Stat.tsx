import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A labelled figure of a sale (detail and owner pages). */
export function Stat({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ fontWeight: 600 }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}
