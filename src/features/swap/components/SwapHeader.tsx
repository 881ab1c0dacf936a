import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import { notify } from '../../../shared/toast/notify';
import { presetSearch } from '../lib/params';
import type { SwapToken } from '../lib/tokens';
import { SlippageSettings } from './SlippageSettings';
import type { SlippageSettingsProps } from './SlippagePanel';

interface SwapHeaderProps {
  srcToken: SwapToken | null;
  dstToken: SwapToken | null;
  settings: SlippageSettingsProps;
}

/** The card's title row: a link that presets this pair, and the swap settings (slippage, deadline). */
export function SwapHeader({ srcToken, dstToken, settings }: SwapHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
      <Typography variant="h5" component="h2">
        Swap
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <IconButton
          size="small"
          aria-label="Copy link to this pair"
          disabled={!srcToken && !dstToken}
          onClick={() => {
            const link = `${window.location.origin}/${presetSearch(srcToken, dstToken)}`;
            void navigator.clipboard?.writeText(link).then(
              () => notify.success('Link copied'),
              () => notify.error('Could not copy the link'),
            );
          }}
        >
          <LinkIcon fontSize="small" />
        </IconButton>
        <SlippageSettings {...settings} />
      </Box>
    </Box>
  );
}
