import { formatBalance } from '../../shared/lib/amounts';
import { registerTransactionKinds, type TokenAmountInfo, type TransactionTexts } from '../../shared/tx/transactionInfo';

declare module '../../shared/tx/transactionInfo' {
  interface TransactionKinds {
    swap: {
      inputToken: string;
      outputToken: string;
      inputSymbol: string;
      outputSymbol: string;
      input: TokenAmountInfo;
      /** what the wallet received, read from the receipt once confirmed */
      output?: TokenAmountInfo;
    };
  }
}

/**
 * The swap card's transaction and its summary (its approval is the kernel's 'approve'), both amounts
 * in the balance format: registered at start, so nothing heavier than the shell's formatter.
 */
export const swapTransactionTexts: TransactionTexts<'swap'> = {
  swap: (info) =>
    `Swap ${formatBalance(info.input.raw, info.input.decimals)} ${info.inputSymbol} for ${
      info.output ? `${formatBalance(info.output.raw, info.output.decimals)} ` : ''
    }${info.outputSymbol}`,
};

// registered as soon as anything imports the kinds: the feature at start (stored transactions restore), its writes when they run
registerTransactionKinds(swapTransactionTexts);
