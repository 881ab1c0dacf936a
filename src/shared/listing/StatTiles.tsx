import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface StatTile {
  label: string;
  value: ReactNode;
  /** a line under the figure saying what it counts */
  caption?: string;
  testId: string;
}

/** A dashboard's row of headline figures, each a labelled tile. */
export function StatTiles({ tiles }: { tiles: readonly StatTile[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', sm: `repeat(${tiles.length}, minmax(0, 1fr))` } }}>
      {tiles.map(({ label, value, caption, testId }) => (
        <Paper key={testId} variant="outlined" role="group" aria-label={label} sx={{ p: 2.5, borderRadius: 3 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>
            {value}
          </Typography>
          {caption && (
            <Typography variant="caption" color="text.secondary">
              {caption}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
