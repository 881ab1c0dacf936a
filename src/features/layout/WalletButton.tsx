import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import { useAppDispatch } from '../../app/hooks';
import { config } from '../../config';
import { mapError } from '../../shared/errors/mapError';
import { shortenAddress } from '../../shared/lib/amounts';
import { notify } from '../../shared/toast/notify';
import { AddressWithCopy } from '../../shared/ui/AddressWithCopy';
import { checksumAddress } from '../../shared/ui/checksumAddress';
import { useWalletChooser } from '../../shared/ui/walletChooserContext';
import { disconnectWallet, switchToTargetChain, useWallet } from '../../shared/wallet';
import { RecentTransactions } from './RecentTransactions';

/** `0xf39F...2266`: first 6 and last 4 characters of the checksummed address. */
export function displayAddress(account: string): string {
  return shortenAddress(checksumAddress(account));
}

function ChainIcon({ wrongChain }: { wrongChain: boolean }) {
  if (wrongChain) {
    return <WarningAmberRoundedIcon role="img" aria-label="Wrong network" sx={{ color: 'warning.main', fontSize: 22 }} />;
  }
  return <img src="/chains/bsc.svg" alt={config.chain.name} width={20} height={20} />;
}

/** The header's wallet area: 'Connect wallet', or the account button with its menu. */
export function WalletButton() {
  const dispatch = useAppDispatch();
  const { openChooser } = useWalletChooser();
  const { status, account, chainId, isConnected, isWrongChain } = useWallet();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState(false);
  const close = () => setAnchor(null);

  if (status === 'connecting' || status === 'reconnecting') {
    return (
      <Button variant="outlined" disabled startIcon={<CircularProgress size={16} color="inherit" />}>
        {status === 'connecting' ? 'Connecting...' : 'Reconnecting...'}
      </Button>
    );
  }

  if (!isConnected || !account) {
    return (
      <Button variant="contained" onClick={openChooser}>
        Connect wallet
      </Button>
    );
  }

  const switchChain = async () => {
    close();
    setSwitching(true);
    try {
      await switchToTargetChain();
      notify.success('Switched to BSC Mainnet');
    } catch (error) {
      notify.error(mapError(error, 'Network switch failed').message);
    } finally {
      setSwitching(false);
    }
  };

  const short = displayAddress(account);
  return (
    <>
      <Button
        variant="outlined"
        color={isWrongChain ? 'warning' : 'inherit'}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? 'wallet-menu' : undefined}
        endIcon={<KeyboardArrowDownRoundedIcon />}
        sx={{ borderColor: 'divider', gap: 0.5 }}
      >
        <Box component="span" sx={{ display: 'inline-flex', mr: 1 }}>
          {switching ? <CircularProgress size={18} aria-label="Switching network" /> : <ChainIcon wrongChain={isWrongChain} />}
        </Box>
        <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
          {short}
        </Box>
      </Button>
      <Menu
        id="wallet-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
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
          <MenuItem onClick={switchChain} sx={{ color: 'warning.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <SwapHorizRoundedIcon fontSize="small" />
            </ListItemIcon>
            Switch to BSC
          </MenuItem>
        )}
        <Divider />
        <RecentTransactions account={account} chainId={chainId} />
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void dispatch(disconnectWallet());
          }}
        >
          <ListItemIcon>
            <LogoutRoundedIcon fontSize="small" />
          </ListItemIcon>
          Disconnect
        </MenuItem>
      </Menu>
    </>
  );
}

export default WalletButton;
