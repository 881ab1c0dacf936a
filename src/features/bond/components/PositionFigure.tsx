import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface PositionFigureProps {
  label: string;
  value: string;
  /** from 600 px the label stands above the value (a figure in a column of a row of figures); else always one row */
  stackFromSm?: boolean;
}

/**
 * One figure of a position: the label left and the value right on one line, which never wraps
 * (a grid of five narrow columns broke '1,000,000 SALLY' over two lines). The value is named by
 * its label for assistive tech and tests.
 */
export function PositionFigure({ label, value, stackFromSm = false }: PositionFigureProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', sm: stackFromSm ? 'column' : 'row' },
        justifyContent: 'space-between',
        alignItems: { xs: 'baseline', sm: stackFromSm ? 'flex-start' : 'baseline' },
        columnGap: 2,
        minWidth: 0,
      }}
    >
      <Typography variant="body2" color="text.secondary" component="div" noWrap>
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} aria-label={label}>
        {value}
      </Typography>
    </Box>
  );
}
