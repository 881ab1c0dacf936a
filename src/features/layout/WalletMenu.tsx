import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import { config } from '../../config';
import { chainLabel } from '../../config/chainNames';
import { AddressWithCopy } from '../../shared/ui/AddressWithCopy';
import { checksumAddress } from '../../shared/ui/checksumAddress';
import { RecentTransactions } from './RecentTransactions';

export interface WalletMenuProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  account: string;
  chainId: number | null;
  isWrongChain: boolean;
  onSwitchChain: () => void;
  onDisconnect: () => void;
}

/**
 * The connected wallet's panel: address, 'Switch to BSC' on a wrong chain, recent transactions,
 * 'Disconnect'. It holds copy buttons, links and a list, so it is a dialog (focus kept inside,
 * Escape closes it), not an ARIA menu, which may hold only menu items.
 */
export default function WalletMenu({
  anchorEl,
  onClose,
  account,
  chainId,
  isWrongChain,
  onSwitchChain,
  onDisconnect,
}: WalletMenuProps) {
  return (
    <Popover
      id="wallet-menu"
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-label': 'Account', sx: { mt: 1, maxWidth: 360, py: 1 } },
      }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {isWrongChain ? `Connected to ${chainId === null ? 'an unknown network' : chainLabel(chainId)}` : config.chain.name}
        </Typography>
        <AddressWithCopy value={checksumAddress(account)} />
      </Box>
      {isWrongChain && (
        <Box sx={{ px: 2, pb: 1 }}>
          <Button color="warning" startIcon={<SwapHorizRoundedIcon />} onClick={onSwitchChain} fullWidth sx={{ justifyContent: 'flex-start' }}>
            Switch to BSC
          </Button>
        </Box>
      )}
      <Divider />
      <RecentTransactions account={account} chainId={chainId} />
      <Divider />
      <Box sx={{ px: 2, pt: 1 }}>
        <Button color="inherit" startIcon={<LogoutRoundedIcon />} onClick={onDisconnect} fullWidth sx={{ justifyContent: 'flex-start' }}>
          Disconnect
        </Button>
      </Box>
    </Popover>
  );
}
