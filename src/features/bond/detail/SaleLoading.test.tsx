import { act, screen, within } from '@testing-library/react';
import { useWalletChooser } from '../../../shared/ui/walletChooserContext';
import { connectStarted } from '../../../shared/wallet/walletSlice';
import { renderBond } from '../testing/bondFixtures';
import { SaleLoading } from './SaleLoading';

/** Stands in for the layout's wallet chooser, which this context opens. */
function ChooserState() {
  return <output aria-label="wallet chooser">{useWalletChooser().open ? 'open' : 'closed'}</output>;
}

describe('a sale page while its sale loads', () => {
  it("shows the page's frame and lets a visitor connect at once", async () => {
    const { user } = renderBond(
      <>
        <SaleLoading />
        <ChooserState />
      </>,
      { connected: false },
    );
    const frame = screen.getByLabelText('Loading bond');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(within(frame).getByText('Please connect your wallet')).toBeVisible();
    await user.click(within(frame).getByRole('button', { name: 'Connect wallet' }));
    expect(screen.getByLabelText('wallet chooser')).toHaveTextContent('open');
  });

  it('asks nothing of a connected wallet, nor of one being restored from the last visit', () => {
    renderBond(<SaleLoading />, { connected: true });
    expect(screen.queryByText('Please connect your wallet')).toBeNull();

    const { store } = renderBond(<SaleLoading />, { connected: false });
    expect(screen.getByText('Please connect your wallet')).toBeVisible();
    act(() => {
      store.dispatch(connectStarted({ connectorId: 'injected', reconnect: true }));
    });
    expect(screen.queryByText('Please connect your wallet')).toBeNull();
  });

  it("draws an unverified sale's risk note from its id, before the sale is read; the creator comes with the sale", () => {
    renderBond(<SaleLoading saleId="7" />, { connected: true });
    const notice = screen.getByTestId('unverified-notice');
    expect(notice).toHaveTextContent('Anyone can list any token here');
    // the creator's row keeps its place, hidden until the sale names the creator
    expect(within(notice).getByText('Created by')).not.toBeVisible();
  });

  it('draws no risk note for a demo id, which may be an example, nor without an id', () => {
    renderBond(<SaleLoading saleId="999" />, { connected: true });
    renderBond(<SaleLoading />, { connected: true });
    expect(screen.queryByTestId('unverified-notice')).toBeNull();
  });
});
