import { act, screen, within } from '@testing-library/react';
import { transactionAdded, transactionFinalized, walletRequestStarted } from '../../../shared/tx';
import type { BondSale } from '../api/types';
import { ACCOUNT, E18, renderBond } from '../testing/bondFixtures';
import { PositionDetails } from './PositionDetails';

const SALE: BondSale = {
  saleId: '3',
  saleAddress: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
  token: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  currency: 1,
  hardCap: (1000n * E18).toString(),
  soldTokens: (100n * E18).toString(),
  discount: '1000',
  startTime: 1,
  endTime: 4_000_000_000,
  vestingDuration: 86_400,
  buyersCount: 1,
  endedEarly: false,
  projectOwner: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
  minPricePerToken: '1',
  maxPerBuyer: '0',
  maxPerQuote: (1000n * E18).toString(),
  hourlyBudget: (1000n * E18).toString(),
  hourlyBudgetLeft: (1000n * E18).toString(),
  hasEnded: false,
  proceedsWithdrawn: false,
  tokenName: 'Sally',
  tokenSymbol: 'SALLY',
  tokenDecimals: 18,
};
const BUYER = { amount: (100n * E18).toString(), claimed: '0', claimable: (10n * E18).toString() };
const BUY_HASH = `0x${'b1'.repeat(32)}`;

function claimButton() {
  return screen.getByRole('button', { name: 'Claim' });
}

describe('PositionDetails Claim button', () => {
  it('does not spin while a Buy on the same sale is pending; spins for its own claim', () => {
    const { store } = renderBond(<PositionDetails sale={SALE} buyer={BUYER} now={1_000} variant="detail" />);
    expect(claimButton()).toBeEnabled();

    act(() => {
      store.dispatch(
        transactionAdded({
          hash: BUY_HASH,
          summary: 'Buy 10 SALLY',
          info: { type: 'buy', saleId: '3', token: SALE.token, symbol: 'SALLY', tokens: { raw: (10n * E18).toString(), decimals: 18 }, paymentRaw: '1' },
          chainId: 31337,
          account: ACCOUNT,
          addedAt: 1,
        }),
      );
    });
    expect(claimButton()).toBeEnabled();
    expect(within(claimButton()).queryByRole('progressbar', { hidden: true })).toBeNull();

    // a claim on another sale is not this button's either
    act(() => {
      store.dispatch(walletRequestStarted({ id: 'other', info: { type: 'claimBond', saleId: '4', symbol: 'X' }, account: ACCOUNT }));
    });
    expect(within(claimButton()).queryByRole('progressbar', { hidden: true })).toBeNull();

    act(() => {
      store.dispatch(walletRequestStarted({ id: 'mine', info: { type: 'claimBond', saleId: '3', symbol: 'SALLY' }, account: ACCOUNT }));
    });
    expect(claimButton()).toBeDisabled();
    expect(within(claimButton()).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
  });

  it('replays the pending state from the store alone (what DevTools time travel does)', () => {
    const { store } = renderBond(<PositionDetails sale={SALE} buyer={BUYER} now={1_000} variant="detail" />);
    const claimHash = `0x${'c1'.repeat(32)}`;
    act(() => {
      store.dispatch(
        transactionAdded({ hash: claimHash, summary: 'Claim SALLY', info: { type: 'claimBond', saleId: '3', symbol: 'SALLY' }, chainId: 31337, account: ACCOUNT, addedAt: 1 }),
      );
    });
    expect(within(claimButton()).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    act(() => {
      store.dispatch(transactionFinalized({ hash: claimHash, status: 'confirmed', finalizedAt: 2 }));
    });
    expect(claimButton()).toBeEnabled();
    expect(within(claimButton()).queryByRole('progressbar', { hidden: true })).toBeNull();
  });
});
