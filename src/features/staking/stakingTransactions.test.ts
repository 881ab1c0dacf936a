import { transactionSummary, type TransactionInfo } from '../../shared/tx/transactionInfo';
import './stakingTransactions';

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const sally = (raw: string) => ({ raw, decimals: 18 });

describe('the staking transactions’ summaries', () => {
  it.each<[TransactionInfo, string]>([
    [{ type: 'stake', poolId: '1', symbol: 'SALLY', amount: sally('10000000000000000000') }, 'Stake 10 SALLY'],
    [{ type: 'unstake', poolId: '1', symbol: 'SALLY' }, 'Unstake SALLY'],
    [{ type: 'claimRewards', poolId: '1', symbol: 'SALLY' }, 'Claim SALLY rewards'],
    [{ type: 'createPool', stakingToken: TOKEN, symbol: 'SALLY' }, 'Create SALLY staking pool'],
    [{ type: 'fundPool', poolId: '1', symbol: 'SALLY', amount: sally('100500000000000000000') }, 'Fund 100.5 SALLY rewards'],
    [{ type: 'setPoolApr', poolId: '1', symbol: 'SALLY', aprBps: '1200' }, 'Set SALLY pool APR'],
    [{ type: 'setPoolActive', poolId: '1', symbol: 'SALLY', active: true }, 'Activate SALLY pool'],
    [{ type: 'setPoolActive', poolId: '1', symbol: 'SALLY', active: false }, 'Deactivate SALLY pool'],
  ])('%j reads %s', (info, text) => {
    expect(transactionSummary(info)).toBe(text);
  });
});
