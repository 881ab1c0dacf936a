import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MAX_UINT256 } from '../../shared/lib/amounts';
import SwapCard from './SwapCard';
import { clearCachedTokens } from './api/tokenCache';
import { selectSwapRunning } from './swapRunning';
import { deadlineChanged, selectSwapForm } from './swapSlice';
import { ACCOUNT, api, API, E18, handlers, renderSwap, setLocation, USDT } from './testing/swapFixtures';
import { TRANSFER_TOPIC } from './lib/receivedAmount';
import { selectTransactions } from '../../shared/tx/transactionsSlice';

// the machine is shared: give async UI updates more than the default second
configure({ asyncUtilTimeout: 5_000 });

/**
 * Approve and swap through the real runTransaction with a fake wallet signer: what the user
 * sees (labels, toasts, form) for success, rejection, API failure and revert.
 */
interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const sendTransaction = jest.fn();
jest.mock('../../shared/wallet/signer', () => ({
  getSigner: async () => ({ sendTransaction }),
}));
jest.mock('../../shared/chain/loadChainClient', () => ({
  // reads (the chain reader, where the module has one) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('./testing/swapFixtures')).swapChainClient,
}));

jest.setTimeout(30_000);
const server = setupServer(...handlers);
const HASH = '0x' + 'ab'.repeat(32);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  api.reset();
  clearCachedTokens();
  window.localStorage.clear();
  sendTransaction.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});

const payInput = () => screen.getByRole('textbox', { name: 'You pay' });
/** the button once it is enabled (a quote or allowance may still be loading) */
async function enabledButton(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

type User = Awaited<ReturnType<typeof renderSwap>>['user'];

/** The review modal the main button opens: presses `label` there once it is enabled. */
async function pressInReview(user: User, label: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Review swap' }, { timeout: 10_000 });
  const button = within(dialog).getByRole('button', { name: label });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

async function closeReview(user: User) {
  const dialog = screen.getByRole('dialog', { name: 'Review swap' });
  await user.click(within(dialog).getByRole('button', { name: /^(Close|Cancel)$/ }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review swap' })).not.toBeInTheDocument());
}

/** A text shown both by the toast and by the review modal's status. */
async function shown(text: string) {
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
}

async function readyToSwap(search = '?inputCurrency=BNB&outputCurrency=USDT', amount = '1') {
  setLocation(search);
  const rendered = await renderSwap(<SwapCard />);
  await screen.findByRole('button', { name: 'Enter Amount' });
  await rendered.user.type(payInput(), amount);
  return rendered;
}

describe('swap', () => {
  it("shows 'Swapping...' then 'Confirming...', then 'Swap completed!', refreshes balances and clears amounts", async () => {
    const sent = deferred<{ hash: string; wait: () => Promise<unknown> }>();
    const mined = deferred<unknown>();
    sendTransaction.mockImplementation(() => sent.promise);
    const { user, store } = await readyToSwap();
    await user.click(await enabledButton('Swap'));
    await pressInReview(user, 'Confirm swap');

    // the card behind the modal (aria-hidden while it is open)
    expect(await screen.findByRole('button', { name: 'Swapping...', hidden: true })).toBeDisabled();
    await waitFor(() => expect(sendTransaction).toHaveBeenCalledTimes(1));
    // the default deadline of 20 minutes, in the router's seconds
    expect(api.swapTxCalls[0]).toMatchObject({ amount: E18.toString(), slippage: '0.5', disableEstimate: 'false', allowPartialFill: 'false', deadline: '1200' });
    expect(sendTransaction.mock.calls[0][0]).toMatchObject({ value: E18, gasLimit: 200000n });

    api.balances = { ...api.balances, ['0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee']: E18.toString() };
    sent.resolve({ hash: HASH, wait: () => mined.promise });
    expect(await screen.findByRole('button', { name: 'Confirming...', hidden: true })).toBeDisabled();

    mined.resolve({ status: 1 });
    expect(await screen.findByText('Swap completed!')).toBeInTheDocument();
    await closeReview(user);
    await waitFor(() => expect(payInput()).toHaveValue(''));
    expect(selectSwapForm(store.getState()).srcAmount).toBe('');
    await waitFor(() => expect(screen.getByTestId('src-balance')).toHaveTextContent('Balance: 1'));
    expect(await screen.findByRole('button', { name: 'Add USDT to wallet' })).toBeInTheDocument();
  });

  it("builds the swap with the user's transaction deadline", async () => {
    sendTransaction.mockImplementation(async () => ({ hash: HASH, wait: async () => ({ status: 1 }) }));
    const { user, store } = await readyToSwap();
    store.dispatch(deadlineChanged(5));
    await user.click(await enabledButton('Swap'));
    await pressInReview(user, 'Confirm swap');
    await waitFor(() => expect(api.swapTxCalls).toHaveLength(1));
    expect(api.swapTxCalls[0]).toMatchObject({ deadline: '300' });
  });

  it('the recent transaction names the amount received, read from the receipt', async () => {
    const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;
    const topic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2).toLowerCase()}`;
    const transfer = { address: USDT.address, topics: [TRANSFER_TOPIC, topic('0x' + 'cd'.repeat(20)), topic(ACCOUNT)], data: word(601_5n * E18 / 10n) };
    sendTransaction.mockImplementation(async () => ({ hash: HASH, wait: async () => ({ status: 1, logs: [transfer], blockNumber: 1 }) }));
    const { user, store } = await readyToSwap();
    await user.click(await enabledButton('Swap'));
    await pressInReview(user, 'Confirm swap');
    await waitFor(() => expect(selectTransactions(store.getState())[0]?.summary).toBe('Swap 1 BNB for 601.5 USDT'));
    expect(selectTransactions(store.getState())[0]).toMatchObject({ status: 'confirmed', hash: HASH });
  });

  it('a rejection in the wallet leaves amounts and state intact', async () => {
    sendTransaction.mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const { user, store } = await readyToSwap();
    await user.click(await enabledButton('Swap'));
    await pressInReview(user, 'Confirm swap');
    await shown('Transaction rejected in wallet');
    await closeReview(user);
    await enabledButton('Swap');
    expect(payInput()).toHaveValue('1');
    expect(selectSwapForm(store.getState())).toMatchObject({ srcAmount: '1' });
    expect(selectSwapRunning(store.getState())).toBeNull();
    expect(screen.queryByText('Swap failed')).not.toBeInTheDocument();
  });

  it("says 'Swap transaction failed' when the API cannot build the swap", async () => {
    server.use(http.get(`${API}/v1/swap-tx`, () => HttpResponse.json({ message: 'boom' }, { status: 400 })));
    const { user } = await readyToSwap();
    await user.click(await enabledButton('Swap'));
    await pressInReview(user, 'Confirm swap');
    await shown('Swap transaction failed');
    expect(sendTransaction).not.toHaveBeenCalled();
    await closeReview(user);
    expect(payInput()).toHaveValue('1');
  });

  it("says 'Swap failed' when the swap is mined and reverts", async () => {
    sendTransaction.mockResolvedValue({
      hash: HASH,
      wait: () => Promise.reject(Object.assign(new Error('reverted'), { code: 'CALL_EXCEPTION', receipt: { status: 0 } })),
    });
    const { user } = await readyToSwap();
    await user.click(await enabledButton('Swap'));
    await pressInReview(user, 'Confirm swap');
    await shown('Swap failed');
    await closeReview(user);
    await enabledButton('Swap');
  });
});

describe('approve', () => {
  const mined = () => ({ hash: HASH, wait: async () => ({ status: 1 }) });

  it('approves the exact amount, then offers the swap', async () => {
    sendTransaction.mockImplementation(async () => {
      api.allowance = E18.toString();
      return mined();
    });
    const { user } = await readyToSwap('?inputCurrency=USDT&outputCurrency=SALLY');
    await user.click(await enabledButton('Approve USDT'));
    await pressInReview(user, 'Approve USDT');
    expect(await screen.findByText('Approval confirmed!')).toBeInTheDocument();
    expect(api.approveTxCalls).toEqual([{ tokenAddress: expect.any(String), amount: E18.toString() }]);
    await closeReview(user);
    await enabledButton('Swap');
  });

  it('approves 2^256−1 with infinite approval', async () => {
    sendTransaction.mockImplementation(async () => {
      api.allowance = MAX_UINT256.toString();
      return mined();
    });
    const { user } = await readyToSwap('?inputCurrency=USDT&outputCurrency=SALLY');
    await user.click(await screen.findByRole('checkbox', { name: 'Infinite approval' }));
    await user.click(screen.getByRole('button', { name: 'Approve USDT' }));
    await pressInReview(user, 'Approve USDT');
    expect(await screen.findByText('Approval confirmed!')).toBeInTheDocument();
    expect(api.approveTxCalls[0].amount).toBe(MAX_UINT256.toString());
  });

  it("says 'Approve transaction failed' when the approval cannot be built and 'Approval failed' on revert", async () => {
    server.use(http.get(`${API}/v1/approve-tx`, () => HttpResponse.json({}, { status: 400 })));
    const { user } = await readyToSwap('?inputCurrency=USDT&outputCurrency=SALLY');
    await user.click(await enabledButton('Approve USDT'));
    await pressInReview(user, 'Approve USDT');
    await shown('Approve transaction failed');

    server.resetHandlers();
    sendTransaction.mockResolvedValue({ hash: HASH, wait: async () => ({ status: 0 }) });
    await pressInReview(user, 'Try again');
    await shown('Approval failed');
  });
});
