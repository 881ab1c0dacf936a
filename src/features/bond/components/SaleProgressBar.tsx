import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatBps } from '../../../shared/format/percent';

/** 'Progress' with the sold percentage above the bar (market card and detail page; the bar height differs). */
export function SaleProgressBar({ bps, height }: { bps: number; height: number }) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          Progress
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatBps(bps)}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={bps / 100} aria-label="Sale progress" sx={{ height, borderRadius: height / 2 }} />
    </>
  );
}
