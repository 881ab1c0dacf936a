import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWalletChooser } from '../../../shared/ui/walletChooserContext';
import { connectStarted } from '../../../shared/wallet/walletSlice';
import { renderStaking } from '../testing/renderStaking';
import { PoolLoading } from './PoolLoading';

/** Stands in for the layout's wallet chooser, which this context opens. */
function ChooserState() {
  return <output aria-label="wallet chooser">{useWalletChooser().open ? 'open' : 'closed'}</output>;
}

describe('a pool page while its pool loads', () => {
  it("shows the page's frame and lets a visitor connect at once", async () => {
    const user = userEvent.setup();
    renderStaking(
      <>
        <PoolLoading />
        <ChooserState />
      </>,
    );
    const frame = screen.getByRole('region', { name: 'Loading pool' });
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(within(frame).getByText('Connect your wallet to stake in this pool.')).toBeVisible();
    await user.click(within(frame).getByRole('button', { name: 'Connect wallet' }));
    expect(screen.getByLabelText('wallet chooser')).toHaveTextContent('open');
  });

  it('asks nothing of a connected wallet, nor of one being restored from the last visit', () => {
    const connected = renderStaking(<PoolLoading />, { connected: true });
    expect(screen.queryByText('Connect your wallet to stake in this pool.')).toBeNull();
    connected.unmount();

    const { store } = renderStaking(<PoolLoading />);
    expect(screen.getByText('Connect your wallet to stake in this pool.')).toBeVisible();
    act(() => {
      store.dispatch(connectStarted({ connectorId: 'injected', reconnect: true }));
    });
    expect(screen.queryByText('Connect your wallet to stake in this pool.')).toBeNull();
  });

  it("draws an unverified pool's risk note from the first paint, and none for a verified pool", () => {
    const unverified = renderStaking(<PoolLoading poolId="7" />);
    expect(screen.getByText(/Anyone can list any token here/)).toBeVisible();
    unverified.unmount();
    renderStaking(<PoolLoading />);
    expect(screen.queryByText(/Anyone can list any token here/)).toBeNull();
  });
});
