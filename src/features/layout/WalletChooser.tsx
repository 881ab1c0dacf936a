import Avatar from '@mui/material/Avatar';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { useAppDispatch } from '../../shared/store/hooks';
import { useWalletChooser } from '../../shared/ui/walletChooserContext';
import { connectWallet, useInjectedWallets } from '../../shared/wallet';
import { getWindowEthereum } from '../../shared/wallet/eip1193';
import { getAnnouncedWallets } from '../../shared/wallet/eip6963';
import { chooserEntries, type ChooserEntry } from './walletOptions';

/** The 'Connect a wallet' dialog: the browser wallet, EIP-6963 wallets and WalletConnect. */
export default function WalletChooser() {
  const { open, closeChooser } = useWalletChooser();
  const dispatch = useAppDispatch();
  // Subscribes to EIP-6963 announcements; the list itself is built from the raw announcements.
  useInjectedWallets();
  const entries = chooserEntries(getAnnouncedWallets(), getWindowEthereum());

  const choose = (entry: ChooserEntry) => {
    // The wallet's own popup (or WalletConnect's QR modal) takes over from here.
    closeChooser();
    void dispatch(connectWallet(entry.connectorId));
  };

  return (
    <Dialog open={open} onClose={closeChooser} fullWidth maxWidth="xs" aria-labelledby="wallet-chooser-title">
      <DialogTitle id="wallet-chooser-title" sx={{ pr: 6 }}>
        Connect a wallet
      </DialogTitle>
      <IconButton aria-label="Close" onClick={closeChooser} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <List aria-label="Wallets">
          {entries.map((entry) => (
            <ListItem key={entry.connectorId} disablePadding>
              <ListItemButton
                onClick={() => choose(entry)}
                aria-label={entry.name}
                aria-describedby={entry.hint ? `wallet-hint-${entry.connectorId}` : undefined}
                sx={{ borderRadius: 2, border: 1, borderColor: 'divider', mb: 1 }}
              >
                <ListItemAvatar>
                  <Avatar
                    src={entry.icon}
                    alt=""
                    variant="rounded"
                    sx={{ bgcolor: entry.icon ? 'transparent' : 'rgba(240, 185, 11, 0.15)', color: 'primary.main' }}
                  >
                    <AccountBalanceWalletRoundedIcon />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={entry.name}
                  secondary={entry.hint}
                  slotProps={{ secondary: { id: `wallet-hint-${entry.connectorId}` } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {!getWindowEthereum() && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            No browser wallet found. Install MetaMask or use WalletConnect.
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}

