export { runTransaction, resumePendingTransactions, WRONG_CHAIN_MESSAGE, NOT_CONNECTED_MESSAGE } from './runTransaction';
export type { RunTransactionOptions, TransactionOutcome, SentTransaction } from './runTransaction';
export * from './transactionsSlice';
export { TxToastContent, explorerTxUrl } from './TxToast';
export * from './transactionInfo';
export * from './pendingSelectors';
export { approveToken, approvalTransaction, allowanceTags } from './approveToken';
export type { ApproveTokenArgs } from './approveToken';
