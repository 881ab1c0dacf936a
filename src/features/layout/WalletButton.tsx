import { Suspense, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { config } from '../../config';
import { mapError } from '../../shared/errors/mapError';
import { SWITCHED_MESSAGE } from '../../shared/wallet/networkTexts';
import { notify } from '../../shared/toast/notify';
import { selectPendingCount } from '../../shared/tx/pendingSelectors';
import { ShortAddress } from '../../shared/ui/ShortAddress';
import { useWalletChooser } from '../../shared/ui/walletChooserContext';
import { disconnectWallet, switchToTargetChain, useWallet } from '../../shared/wallet';
import { LazyWalletMenu, preloadWalletUi } from './lazyOverlays';

function ChainIcon({ wrongChain }: { wrongChain: boolean }) {
  if (wrongChain) {
    return <WarningAmberRoundedIcon titleAccess="Wrong network" sx={{ color: 'warning.main', fontSize: 22 }} />;
  }
  return <img src="/chains/bsc.svg" alt={config.chain.name} width={20} height={20} />;
}

/** '1 pending' beside the address, with a small spinner. */
function PendingBadge({ count }: { count: number }) {
  return (
    <Box
      component="span"
      data-testid="pending-badge"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        ml: 1,
        px: 1,
        borderRadius: 8,
        fontSize: 12,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <CircularProgress size={10} color="inherit" aria-hidden />
      {count} pending
    </Box>
  );
}

/** The header's wallet area: 'Connect wallet', or the account button with its menu. */
export function WalletButton() {
  const dispatch = useAppDispatch();
  const { openChooser } = useWalletChooser();
  const { status, account, chainId, isConnected, isWrongChain } = useWallet();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [switching, setSwitching] = useState(false);
  // sent and not yet mined: the button stays usable (Recent transactions, Disconnect) and says so
  const pendingCount = useAppSelector((state) => selectPendingCount(state, account));
  const close = () => setAnchor(null);

  if (status === 'connecting' || status === 'reconnecting') {
    return (
      <Button variant="outlined" disabled startIcon={<CircularProgress size={16} color="inherit" aria-hidden />}>
        {status === 'connecting' ? 'Connecting...' : 'Reconnecting...'}
      </Button>
    );
  }

  if (!isConnected || !account) {
    return (
      <Button variant="contained" onClick={openChooser} onPointerEnter={preloadWalletUi} onFocus={preloadWalletUi}>
        Connect wallet
      </Button>
    );
  }

  const switchChain = async () => {
    close();
    setSwitching(true);
    try {
      await switchToTargetChain();
      notify.success(SWITCHED_MESSAGE);
    } catch (error) {
      notify.error(mapError(error, 'Network switch failed').message);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color={isWrongChain ? 'warning' : 'inherit'}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setMenuLoaded(true);
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? 'wallet-menu' : undefined}
        endIcon={<KeyboardArrowDownRoundedIcon />}
        sx={{ borderColor: 'divider' }}
      >
        <Box component="span" sx={{ display: 'inline-flex', mr: 1 }}>
          {switching ? <CircularProgress size={18} aria-label="Switching network" /> : <ChainIcon wrongChain={isWrongChain} />}
        </Box>
        <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
          <ShortAddress address={account} />
        </Box>
        {pendingCount > 0 && <PendingBadge count={pendingCount} />}
      </Button>
      {menuLoaded && (
        <Suspense fallback={null}>
          <LazyWalletMenu
            anchorEl={anchor}
            onClose={close}
            account={account}
            chainId={chainId}
            isWrongChain={isWrongChain}
            onSwitchChain={() => void switchChain()}
            onDisconnect={() => {
              close();
              void dispatch(disconnectWallet());
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export default WalletButton;
