import { act, render, screen, waitFor } from '@testing-library/react';
import { makeError } from 'ethers';
import type { ChainReceipt } from '../chain/receipts';
import { makeStore } from '../store/store';
import { config } from '../../config';
import { chainApi } from '../chain/chainApi';
import { BondSale__factory } from '../../../typechain-types/factories/BondSale__factory';
import { registerContractErrors } from '../errors/mapError';
import { notify } from '../toast/notify';
import { ToastProvider } from '../toast/ToastProvider';
import { walletConnected } from '../wallet/walletSlice';
import { runTransaction, type SentTransaction } from './runTransaction';
import { selectIsPending } from './pendingSelectors';
import { registerTransactionKinds, type TransactionInfo } from './transactionInfo';
import { formatUnits } from '../lib/amounts';
import { PENDING_STORAGE_KEY } from './transactionsSlice';

const fakeSigner = { address: 'signer' };
jest.mock('../wallet/signer', () => ({ getSigner: jest.fn(async () => fakeSigner) }));
jest.mock('../wallet/walletActions', () => ({ pollWallet: () => async () => undefined }));

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const HASH = `0x${'ab'.repeat(32)}`;
const messages = { success: 'Stake successful!', failure: 'Stake failed', sendFailure: 'Stake failed' };
const stakeInfo: TransactionInfo = { type: 'stake', poolId: '1', symbol: 'SALLY', amount: { raw: '10000000000000000000', decimals: 18 } };
const unstakeInfo: TransactionInfo = { type: 'unstake', poolId: '1', symbol: 'SALLY' };

// the kinds these tests send, and the sentence of the contract error one of them meets, registered as their feature registers them
registerContractErrors(async () => ({ QuoteExpired: 'Quote has expired' }));
registerTransactionKinds({
  stake: (info) => `Stake ${formatUnits(info.amount.raw, info.amount.decimals)} ${info.symbol}`,
  unstake: (info) => `Unstake ${info.symbol}`,
});

function receipt(status: 0 | 1): ChainReceipt {
  return { status, logs: [], blockNumber: 1 };
}

/** A sent transaction whose receipt arrives when the test says so. */
function pendingTx() {
  let settle!: (outcome: { receipt?: ChainReceipt; error?: unknown }) => void;
  const done = new Promise<{ receipt?: ChainReceipt; error?: unknown }>((resolve) => (settle = resolve));
  const tx: SentTransaction = {
    hash: HASH,
    wait: async () => {
      const outcome = await done;
      if (outcome.error) throw outcome.error;
      return outcome.receipt ?? null;
    },
  };
  return { tx, settle };
}

function setup(chainId: number = config.chain.id) {
  const store = makeStore();
  store.dispatch(walletConnected({ account: ACCOUNT, chainId, connectorId: 'injected' }));
  render(<ToastProvider />);
  return store;
}

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  await act(async () => notify.dismiss());
});

describe('runTransaction', () => {
  it('marks the transaction pending the moment it is dispatched, before anything is awaited', async () => {
    const store = setup();
    const { tx, settle } = pendingTx();
    const running = store.dispatch(runTransaction({ info: stakeInfo, send: async () => tx, messages }));
    // a second press in the same tick already finds the button pending
    expect(selectIsPending(store.getState(), { type: 'stake', poolId: '1' })).toBe(true);
    settle({ receipt: receipt(1) });
    await running;
    expect(selectIsPending(store.getState(), { type: 'stake', poolId: '1' })).toBe(false);
  });

  it('sends, shows a pending toast with the hash, then the success toast; records and refreshes', async () => {
    const store = setup();
    // a cached position that the transaction makes stale
    store.dispatch(chainApi.util.upsertQueryData('tokenBalance', { token: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', owner: ACCOUNT }, '5'));
    const { tx, settle } = pendingTx();
    const send = jest.fn(async () => tx);
    const running = store.dispatch(
      runTransaction({ info: stakeInfo, send, messages, invalidate: { chain: ['Stake'] } }),
    );
    expect(await screen.findByText('Stake 10 SALLY...', undefined, { timeout: 5000 })).toBeInTheDocument();
    // dev chain: no explorer, the short hash with a copy button
    expect(config.chain.explorerUrl).toBeNull();
    expect(screen.getByTestId('tx-hash')).toHaveTextContent(`${HASH.slice(0, 6)}...${HASH.slice(-4)}`);
    expect(screen.getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(fakeSigner);
    expect(store.getState().transactions.items[0]).toMatchObject({ hash: HASH, status: 'pending', summary: 'Stake 10 SALLY' });
    expect(JSON.parse(window.localStorage.getItem(PENDING_STORAGE_KEY)!)).toHaveLength(1);

    settle({ receipt: receipt(1) });
    const outcome = await running;
    expect(outcome).toMatchObject({ status: 'confirmed', hash: HASH });
    expect(outcome.status === 'confirmed' && outcome.receipt.status).toBe(1);
    expect(await screen.findByText('Stake successful!', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(store.getState().transactions.items[0].status).toBe('confirmed');
    expect(window.localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
    // the sender's balance entry was dropped
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Object.keys(store.getState().chainApi.queries)).toHaveLength(0);
  });

  it('a wallet rejection shows only a neutral rejection toast (not an error) and records nothing', async () => {
    const store = setup();
    const send = jest.fn(async () => {
      throw makeError('user rejected action', 'ACTION_REJECTED', { action: 'sendTransaction', reason: 'rejected' });
    });
    const outcome = await store.dispatch(runTransaction({ info: unstakeInfo, send, messages }));
    expect(outcome).toEqual({ status: 'rejected' });
    expect(await screen.findByText('Transaction rejected in wallet', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Stake failed')).not.toBeInTheDocument();
    // the user chose it: no red error icon, notistack's default variant
    expect(screen.queryByTestId('toast-icon-error')).not.toBeInTheDocument();
    expect(document.querySelector('.notistack-MuiContent-default')).toHaveTextContent('Transaction rejected in wallet');
    expect(store.getState().transactions.items).toEqual([]);
  });

  it('a mined revert shows the failure text and records a failed transaction', async () => {
    const store = setup();
    const { tx, settle } = pendingTx();
    const running = store.dispatch(runTransaction({ info: unstakeInfo, send: async () => tx, messages }));
    await screen.findByText('Unstake SALLY...', undefined, { timeout: 5000 });
    settle({
      error: makeError('transaction execution reverted', 'CALL_EXCEPTION', {
        action: 'sendTransaction',
        data: null,
        reason: null,
        invocation: null,
        revert: null,
        transaction: { to: null, data: '0x' },
        receipt: receipt(0),
      } as never),
    });
    const outcome = await running;
    expect(outcome).toMatchObject({ status: 'failed', hash: HASH, error: 'Stake failed' });
    expect(await screen.findByText('Stake failed', undefined, { timeout: 5000 })).toBeInTheDocument();
    // the loading toast is replaced, not left behind
    await waitFor(() => expect(screen.queryByText('Unstake SALLY...')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(store.getState().transactions.items[0].status).toBe('failed');
  });

  it('a transaction that could not be sent shows sendFailure, or the contract error when there is one', async () => {
    const store = setup();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await store.dispatch(
      runTransaction({ info: unstakeInfo, send: async () => Promise.reject(new Error('gas estimation failed')), messages: { ...messages, sendFailure: 'Swap transaction failed' } }),
    );
    expect(outcome).toEqual({ status: 'failed', error: 'Swap transaction failed' });
    expect(await screen.findByText('Swap transaction failed', undefined, { timeout: 5000 })).toBeInTheDocument();

    const sale = BondSale__factory.createInterface();
    const revert = sale.makeError(sale.encodeErrorResult('QuoteExpired', []), { to: null, data: '0x' });
    const second = await store.dispatch(runTransaction({ info: unstakeInfo, send: async () => Promise.reject(revert), messages }));
    expect(second).toEqual({ status: 'failed', error: 'Quote has expired' });
    expect(await screen.findByText('Quote has expired', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(store.getState().transactions.items).toEqual([]);
    errors.mockRestore();
  });

  it('refuses to send from another chain', async () => {
    const store = setup(56);
    const send = jest.fn();
    const outcome = await store.dispatch(runTransaction({ info: unstakeInfo, send, messages }));
    expect(outcome).toEqual({ status: 'failed', error: `Please switch to ${config.chain.networkName}` });
    expect(send).not.toHaveBeenCalled();
    expect(await screen.findByText(`Please switch to ${config.chain.networkName}`, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  describe('with typed info', () => {
    const info = stakeInfo;
    const approve: TransactionInfo = {
      type: 'approve',
      token: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      spender: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
      symbol: 'SALLY',
    };

    it('is pending from the wallet prompt to the receipt; the summary comes from the info', async () => {
      const store = setup();
      const { tx, settle } = pendingTx();
      let signed!: (sent: SentTransaction) => void;
      const send = jest.fn(() => new Promise<SentTransaction>((resolve) => (signed = resolve)));
      const running = store.dispatch(runTransaction({ info, send, messages }));

      await waitFor(() => expect(send).toHaveBeenCalled());
      expect(selectIsPending(store.getState(), { type: 'stake', poolId: '1' })).toBe(true);
      expect(selectIsPending(store.getState(), { type: 'stake', poolId: '2' })).toBe(false);
      expect(store.getState().transactions.items).toEqual([]);

      signed(tx);
      expect(await screen.findByText('Stake 10 SALLY...', undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(store.getState().transactions.awaitingWallet).toEqual([]);
      expect(store.getState().transactions.items[0]).toMatchObject({ summary: 'Stake 10 SALLY', info, status: 'pending' });
      expect(selectIsPending(store.getState(), { type: 'stake', poolId: '1' })).toBe(true);

      settle({ receipt: receipt(1) });
      await running;
      expect(selectIsPending(store.getState(), { type: 'stake', poolId: '1' })).toBe(false);
    });

    it('stores addresses checksummed', async () => {
      const store = setup();
      const { tx, settle } = pendingTx();
      const running = store.dispatch(runTransaction({ info: approve, send: async () => tx, messages }));
      settle({ receipt: receipt(1) });
      await running;
      expect(store.getState().transactions.items[0].info).toEqual({
        ...approve,
        token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        spender: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      });
    });

    it('a wallet rejection ends the pending state', async () => {
      const store = setup();
      const send = jest.fn(async () => {
        throw makeError('user rejected action', 'ACTION_REJECTED', { action: 'sendTransaction', reason: 'rejected' });
      });
      const outcome = await store.dispatch(runTransaction({ info, send, messages }));
      expect(outcome).toEqual({ status: 'rejected' });
      expect(selectIsPending(store.getState(), { type: 'stake' })).toBe(false);
      expect(store.getState().transactions.awaitingWallet).toEqual([]);
    });
  });
});
