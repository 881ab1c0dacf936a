import { formatUnits } from '../../shared/lib/amounts';
import { registerTransactionKinds, type TokenAmountInfo, type TransactionTexts } from '../../shared/tx/transactionInfo';

declare module '../../shared/tx/transactionInfo' {
  interface TransactionKinds {
    stake: { poolId: string; symbol: string; amount: TokenAmountInfo };
    unstake: { poolId: string; symbol: string };
    claimRewards: { poolId: string; symbol: string };
    createPool: { stakingToken: string; symbol: string };
    fundPool: { poolId: string; symbol: string; amount: TokenAmountInfo };
    setPoolApr: { poolId: string; symbol: string; aprBps: string };
    setPoolActive: { poolId: string; symbol: string; active: boolean };
  }
}

/** The staking section's transactions and their summaries (the pending toast and the recent list). */
export const stakingTransactionTexts: TransactionTexts<
  'stake' | 'unstake' | 'claimRewards' | 'createPool' | 'fundPool' | 'setPoolApr' | 'setPoolActive'
> = {
  stake: (info) => `Stake ${formatUnits(info.amount.raw, info.amount.decimals)} ${info.symbol}`,
  unstake: (info) => `Unstake ${info.symbol}`,
  claimRewards: (info) => `Claim ${info.symbol} rewards`,
  createPool: (info) => `Create ${info.symbol} staking pool`,
  fundPool: (info) => `Fund ${formatUnits(info.amount.raw, info.amount.decimals)} ${info.symbol} rewards`,
  setPoolApr: (info) => `Set ${info.symbol} pool APR`,
  setPoolActive: (info) => `${info.active ? 'Activate' : 'Deactivate'} ${info.symbol} pool`,
};

// registered as soon as anything imports the kinds: the feature at start (stored transactions restore), its writes when they run
registerTransactionKinds(stakingTransactionTexts);
