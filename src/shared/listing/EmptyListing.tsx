import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** What an empty list says: its title, a sentence under it, and where to go from there. */
export interface EmptyListingText {
  title: string;
  body?: string;
  action?: { label: string; to: string };
}

/** The panel a list draws when it has nothing to show. */
export function EmptyListing({ text }: { text: EmptyListingText }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom={Boolean(text.body)}>
        {text.title}
      </Typography>
      {text.body && (
        <Typography color="text.secondary" sx={{ mb: text.action ? 2 : 0 }}>
          {text.body}
        </Typography>
      )}
      {text.action && (
        <Button component={RouterLink} to={text.action.to} variant="contained" sx={{ mt: text.body ? 0 : 2 }}>
          {text.action.label}
        </Button>
      )}
    </Paper>
  );
}
