import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatAmount } from '../lib/amounts';
import type { VestingSchedule } from './vesting';
import { formatUnixDateTime } from '../format/dateTime';

const W = 320;
const H = 120;
const PAD = { left: 8, right: 8, top: 10, bottom: 22 };

// the app's one way of writing a moment, with its zone, as the review beside the chart writes it
const dateText = formatUnixDateTime;

/** Share of `part` in `whole` as a number in [0, 1] for drawing (display only, never money). */
function ratio(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return Number((part * 10_000n) / whole) / 10_000;
}

export interface VestingChartProps {
  schedule: VestingSchedule;
  tokenDecimals: number;
  symbol: string;
}

/** The linear vesting schedule of a position: unlocked over time, today's point and the claimed level. */
export function VestingChart({ schedule, tokenDecimals, symbol }: VestingChartProps) {
  const theme = useTheme();
  // the scheme's CSS variables (in style, where SVG reads them), so the chart follows the colour scheme
  const c = (theme.vars ?? theme).palette;
  const { start, end, now, amount, vestedNow, claimed } = schedule;
  // the time axis spans the schedule and today, with a margin so the flat part after the end shows
  const span = Math.max(1, end - start);
  const t0 = Math.min(start, now);
  const t1 = Math.max(end + span * 0.1, now);
  const x = (t: number) => PAD.left + ((t - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (share: number) => H - PAD.bottom - share * (H - PAD.top - PAD.bottom);
  const nowShare = ratio(vestedNow, amount);
  const claimedShare = ratio(claimed, amount);
  const line = `M ${x(t0)} ${y(0)} L ${x(start)} ${y(0)} L ${x(end)} ${y(1)} L ${x(t1)} ${y(1)}`;
  const area = `${line} L ${x(t1)} ${y(0)} Z`;
  const label =
    `Vesting schedule: ${formatAmount(vestedNow, tokenDecimals, 2)} of ${formatAmount(amount, tokenDecimals, 2)} ${symbol} unlocked` +
    `, fully vested ${end <= now ? 'since' : 'on'} ${dateText(end)}`;
  return (
    <Box>
      <Box component="svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} sx={{ width: '100%', height: 'auto', display: 'block' }}>
        <path d={area} style={{ fill: c.primary.main }} fillOpacity={0.12} />
        <path d={line} fill="none" style={{ stroke: c.primary.main }} strokeWidth={2} />
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={y(claimedShare)}
          y2={y(claimedShare)}
          style={{ stroke: c.success.main }}
          strokeDasharray="4 3"
          strokeWidth={1}
        />
        <line x1={x(now)} x2={x(now)} y1={PAD.top} y2={H - PAD.bottom} style={{ stroke: c.text.secondary }} strokeDasharray="2 3" />
        <circle cx={x(now)} cy={y(nowShare)} r={4} style={{ fill: c.primary.main }} />
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} style={{ stroke: c.divider }} />
        <text x={x(start)} y={H - 6} fontSize={9} style={{ fill: c.text.secondary }} textAnchor="start">
          {dateText(start)}
        </text>
        <text x={Math.min(x(end), W - PAD.right)} y={H - 6} fontSize={9} style={{ fill: c.text.secondary }} textAnchor="end">
          {dateText(end)}
        </text>
      </Box>
      <Typography variant="caption" color="text.secondary">
        Unlocked (line), today (dot), claimed (dashed)
      </Typography>
    </Box>
  );
}
