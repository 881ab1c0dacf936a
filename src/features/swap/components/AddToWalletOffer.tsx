import Button from '@mui/material/Button';
import { LazyAlert } from '../../../shared/ui/LazyAlert';
import { getActiveProvider } from '../../../shared/wallet/walletActions';
import type { SwapToken } from '../lib/tokens';

/** After a swap: offer to show the received token in the wallet (wallet_watchAsset). */
export function AddToWalletOffer({ token, onDismiss }: { token: SwapToken; onDismiss: () => void }) {
  const add = async () => {
    const provider = getActiveProvider();
    if (!provider) return;
    try {
      const image = token.logoURI ? new URL(token.logoURI, window.location.origin).toString() : undefined;
      await provider.request({
        method: 'wallet_watchAsset',
        params: { type: 'ERC20', options: { address: token.address, symbol: token.symbol, decimals: token.decimals, image } },
      });
      onDismiss();
    } catch (error) {
      console.debug('wallet_watchAsset declined', error);
    }
  };
  return (
    <LazyAlert
      severity="success"
      sx={{ mt: 1.5 }}
      onClose={onDismiss}
      action={
        <Button color="inherit" size="small" onClick={() => void add()}>
          Add {token.symbol} to wallet
        </Button>
      }
    >
      Track {token.symbol} in your wallet?
    </LazyAlert>
  );
}
