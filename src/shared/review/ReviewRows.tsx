import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReviewRequest } from './reviewTypes';

function Line({ label, value, usd, testId }: { label: string; value: string; usd?: string | null; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={testId}>
          {value}
        </Typography>
        {usd && (
          <Typography variant="caption" color="text.secondary">
            {usd}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The amounts with their USD values, then the notes (vesting, discount). */
export function ReviewRows({ request }: { request: ReviewRequest }) {
  return (
    <Box role="group" aria-label="Review details">
      {request.rows.map((row) => (
        <Line key={row.label} {...row} />
      ))}
      {request.notes && request.notes.length > 0 && (
        <Box sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          {request.notes.map((note) => (
            <Line key={note.label} {...note} />
          ))}
        </Box>
      )}
    </Box>
  );
}
