import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import { config } from '../../config';
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

/** The connected wallet's dropdown: address, 'Switch to BSC' on a wrong chain, recent transactions, 'Disconnect'. */
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
    <Menu
      id="wallet-menu"
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, maxWidth: 360 } } }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {isWrongChain ? `Connected to chain ${chainId ?? 'unknown'}` : config.chain.name}
        </Typography>
        <AddressWithCopy value={checksumAddress(account)} />
      </Box>
      {isWrongChain && (
        <MenuItem onClick={onSwitchChain} sx={{ color: 'warning.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <SwapHorizRoundedIcon fontSize="small" />
          </ListItemIcon>
          Switch to BSC
        </MenuItem>
      )}
      <Divider />
      <RecentTransactions account={account} chainId={chainId} />
      <Divider />
      <MenuItem onClick={onDisconnect}>
        <ListItemIcon>
          <LogoutRoundedIcon fontSize="small" />
        </ListItemIcon>
        Disconnect
      </MenuItem>
    </Menu>
  );
}
