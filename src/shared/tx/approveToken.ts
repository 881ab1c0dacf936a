import type { AppThunk } from '../store/store';
import type { WalletSigner } from '../wallet/signer';
import { runTransaction, type RunTransactionOptions, type SentTransaction, type TransactionOutcome } from './runTransaction';
import type { TokenAmountInfo } from './transactionInfo';

export interface ApproveTokenArgs {
  token: string;
  /** the contract allowed to pull the token (a listing, a factory, the swap router) */
  spender: string;
  /** the wallet that approves: its allowance is read again once the approval is final */
  owner: string;
  symbol: string;
  /** raw units; 2^256−1 for an unlimited approval */
  amount: bigint;
  /** the amount the summary names ('Approve 10 SALLY'); absent, it names only the token */
  shownAmount?: TokenAmountInfo;
  messages: RunTransactionOptions['messages'];
  requestId?: string;
  /** sends the approval some other way than the token's `approve` (a transaction an API built) */
  send?: (wallet: WalletSigner) => Promise<SentTransaction>;
}

const lower = (address: string) => address.toLowerCase();

/** The allowance reads an approval changes: this owner's to this spender, and every read of the token's allowances. */
export function allowanceTags(token: string, owner: string, spender: string) {
  return [
    { type: 'Allowance' as const, id: `${lower(token)}:${lower(owner)}:${lower(spender)}` },
    { type: 'Allowance' as const, id: lower(token) },
  ];
}

/** The transaction of an ERC-20 approval: its tracked info, its send and the allowance reads it refreshes. */
export function approvalTransaction(args: ApproveTokenArgs): RunTransactionOptions {
  const { token, spender, owner, symbol, amount, shownAmount, messages, requestId } = args;
  return {
    requestId,
    info: { type: 'approve', token, spender, symbol, ...(shownAmount ? { amount: shownAmount } : {}) },
    send: args.send ?? ((wallet) => wallet.contracts.erc20(token).approve(spender, amount)),
    messages,
    invalidate: { chain: allowanceTags(token, owner, spender) },
  };
}

/** Approves `amount` of `token` to `spender` through the one write path (runTransaction). */
export function approveToken(args: ApproveTokenArgs): AppThunk<Promise<TransactionOutcome>> {
  return runTransaction(approvalTransaction(args));
}
