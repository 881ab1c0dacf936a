import { formatBalance } from '../../shared/lib/amounts';
import { registerTransactionKinds, type TokenAmountInfo, type TransactionTexts } from '../../shared/tx/transactionInfo';

declare module '../../shared/tx/transactionInfo' {
  interface TransactionKinds {
    swap: { inputToken: string; outputToken: string; inputSymbol: string; outputSymbol: string; input: TokenAmountInfo };
  }
}

/** The swap card's transaction and its summary (its approval is the kernel's 'approve'). */
export const swapTransactionTexts: TransactionTexts<'swap'> = {
  swap: (info) => `Swap ${formatBalance(info.input.raw, info.input.decimals)} ${info.inputSymbol} for ${info.outputSymbol}`,
};

// registered as soon as anything imports the kinds: the feature at start (stored transactions restore), its writes when they run
registerTransactionKinds(swapTransactionTexts);
