import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ChainReceipt } from '../chain/receipts';
import { makeStore, type AppStore } from '../store/store';
import type { TransactionInfo } from '../tx/transactionInfo';
import { transactionAdded, transactionFinalized, walletRequestEnded, walletRequestStarted } from '../tx/transactionsSlice';
import type { TransactionOutcome } from '../tx/runTransaction';
import { ReviewProvider, useReview } from './ReviewProvider';
import type { ReviewRequest } from './reviewTypes';

jest.setTimeout(20_000);

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const HASH = `0x${'cd'.repeat(32)}`;
const stake: TransactionInfo = { type: 'stake', poolId: '1', symbol: 'SALLY', amount: { raw: '1', decimals: 18 } };

/** A send the test steps through: the wallet signs when told, the block is mined when told. */
function steppedSend(store: AppStore, end: 'confirmed' | 'failed' = 'confirmed') {
  const gates = { sign: () => {}, mine: () => {} };
  const run = jest.fn(async (requestId: string): Promise<TransactionOutcome> => {
    store.dispatch(walletRequestStarted({ id: requestId, info: stake, account: ACCOUNT }));
    await new Promise<void>((resolve) => (gates.sign = resolve));
    store.dispatch(transactionAdded({ hash: HASH, summary: 'Stake', info: stake, chainId: 31337, account: ACCOUNT, addedAt: 1, requestId }));
    store.dispatch(walletRequestEnded({ id: requestId }));
    await new Promise<void>((resolve) => (gates.mine = resolve));
    store.dispatch(transactionFinalized({ hash: HASH, status: end, finalizedAt: 2 }));
    return end === 'confirmed'
      ? { status: 'confirmed', hash: HASH, receipt: {} as ChainReceipt }
      : { status: 'failed', hash: HASH, error: 'Stake failed' };
  });
  return { run, gates };
}

function Opener({ request }: { request: ReviewRequest }) {
  const { openReview } = useReview();
  return <button onClick={() => openReview(request)}>Open review</button>;
}

function renderReview(request: ReviewRequest, store: AppStore) {
  render(
    <Provider store={store}>
      <ReviewProvider>
        <Opener request={request} />
      </ReviewProvider>
    </Provider>,
  );
  return userEvent.setup();
}

const stageOf = () => screen.getByTestId('review-stage');

describe('review modal', () => {
  it('shows the rows, then the same transaction waiting in the wallet, pending with its hash, and done', async () => {
    const store = makeStore({ persistTransactions: false });
    const { run, gates } = steppedSend(store);
    const user = renderReview(
      { title: 'Review stake', rows: [{ label: 'You stake', value: '250 SALLY', usd: '≈ $25.00' }], confirm: { label: 'Confirm stake', run } },
      store,
    );
    await user.click(screen.getByRole('button', { name: 'Open review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review stake' }, { timeout: 10_000 });
    expect(within(dialog).getByText('250 SALLY')).toBeInTheDocument();
    expect(within(dialog).getByText('≈ $25.00')).toBeInTheDocument();
    expect(stageOf()).toHaveAttribute('data-stage', 'review');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm stake' }));
    await waitFor(() => expect(stageOf()).toHaveAttribute('data-stage', 'wallet'));
    expect(stageOf()).toHaveTextContent('Confirm in your wallet');
    expect(within(dialog).getByRole('button', { name: 'Confirm stake' })).toBeDisabled();

    act(() => gates.sign());
    await waitFor(() => expect(stageOf()).toHaveAttribute('data-stage', 'pending'));
    expect(within(dialog).getByTestId('review-tx-hash')).toHaveAttribute('data-hash', HASH);

    act(() => gates.mine());
    await waitFor(() => expect(stageOf()).toHaveAttribute('data-stage', 'done'));
    expect(stageOf()).toHaveTextContent('Transaction confirmed');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a mined failure shows the reason and offers Try again', async () => {
    const store = makeStore({ persistTransactions: false });
    const { run, gates } = steppedSend(store, 'failed');
    const user = renderReview({ title: 'Review stake', rows: [], confirm: { label: 'Confirm stake', run } }, store);
    await user.click(screen.getByRole('button', { name: 'Open review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review stake' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm stake' }));
    await waitFor(() => expect(stageOf()).toHaveAttribute('data-stage', 'wallet'));
    act(() => gates.sign());
    await waitFor(() => expect(stageOf()).toHaveAttribute('data-stage', 'pending'));
    act(() => gates.mine());
    await waitFor(() => expect(stageOf()).toHaveAttribute('data-stage', 'failed'));
    expect(stageOf()).toHaveTextContent('Stake failed');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('runs the approval first, then the confirm; a rejection returns to the step with a neutral note', async () => {
    const store = makeStore({ persistTransactions: false });
    const approve = jest.fn(async (): Promise<TransactionOutcome> => ({ status: 'confirmed', hash: HASH, receipt: {} as ChainReceipt }));
    const confirm = jest.fn(async (): Promise<TransactionOutcome> => ({ status: 'rejected' }));
    const user = renderReview(
      { title: 'Review swap', rows: [], approval: { label: 'Approve USDT', run: approve }, confirm: { label: 'Confirm swap', run: confirm } },
      store,
    );
    await user.click(screen.getByRole('button', { name: 'Open review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('list', { name: 'Steps' })).toHaveTextContent('Approve USDTConfirm swap');
    await user.click(within(dialog).getByRole('button', { name: 'Approve USDT' }));
    const next = await within(dialog).findByRole('button', { name: 'Confirm swap' });
    expect(within(dialog).getByRole('list', { name: 'Steps' })).toHaveTextContent('Approve USDT — done');
    await user.click(next);
    await waitFor(() => expect(stageOf()).toHaveTextContent('Transaction rejected in wallet'));
    expect(stageOf()).toHaveAttribute('data-stage', 'review');
    expect(within(dialog).getByRole('button', { name: 'Confirm swap' })).toBeEnabled();
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it("above 15 % price impact the confirm waits for 'confirm' typed", async () => {
    const store = makeStore({ persistTransactions: false });
    const run = jest.fn(async (): Promise<TransactionOutcome> => ({ status: 'rejected' }));
    const user = renderReview({ title: 'Review swap', rows: [], priceImpact: 22.5, confirm: { label: 'Confirm swap', run } }, store);
    await user.click(screen.getByRole('button', { name: 'Open review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' }, { timeout: 10_000 });
    expect(within(dialog).getByText(/Price impact is 22\.5%/)).toBeInTheDocument();
    const button = within(dialog).getByRole('button', { name: 'Confirm swap' });
    expect(button).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: "Type 'confirm'" }), 'confirm');
    expect(button).toBeEnabled();
  });

  it('an approval reviewed alone ends done with Close', async () => {
    const store = makeStore({ persistTransactions: false });
    const approve = jest.fn(async (): Promise<TransactionOutcome> => ({ status: 'confirmed', hash: HASH, receipt: {} as ChainReceipt }));
    const user = renderReview({ title: 'Review swap', rows: [], approval: { label: 'Approve USDT', run: approve } }, store);
    await user.click(screen.getByRole('button', { name: 'Open review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Approve USDT' }));
    await waitFor(() => expect(stageOf()).toHaveAttribute('data-stage', 'done'));
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve USDT' })).not.toBeInTheDocument();
  });
});
