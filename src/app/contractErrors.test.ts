import { Interface } from 'ethers';
import { rawRevert } from '../shared/testing/rawRevert';
import { BondSale__factory } from '../../typechain-types/factories/BondSale__factory';
import { StakingPool__factory } from '../../typechain-types/factories/StakingPool__factory';
import { contractErrorSelectors } from '../shared/errors/contractErrorSelectors';
import { errorMessage, loadContractErrors, mapError } from '../shared/errors/mapError';
// the features' data layers register their contracts' error sentences
import '../features/bond/api/bondChainApi';
import '../features/staking/api/stakingChainApi';

/**
 * Every custom error of the deployed contracts has a sentence once the installed features' tables
 * are registered: the kernel's (shared errors) and each feature's (its own contracts).
 */

const everyError = new Interface(Object.values(contractErrorSelectors).map((signature) => `error ${signature}`));

function argsFor(signature: string): unknown[] {
  const types = signature.slice(signature.indexOf('(') + 1, -1).split(',').filter(Boolean);
  return types.map((type) => {
    if (type === 'address') return '0x00000000000000000000000000000000000000aa';
    if (type.startsWith('uint')) return 7n;
    if (type === 'bytes32') return `0x${'11'.repeat(32)}`;
    return 'x';
  });
}

describe('contract error sentences of the installed features', () => {
  beforeAll(() => loadContractErrors());

  it('has a readable sentence for every known error', () => {
    const names = new Set(Object.values(contractErrorSelectors).map((s) => s.slice(0, s.indexOf('('))));
    const withoutSentence = [...names].filter((name) => mapError({ revert: { name, args: [] } }).message.includes('rejected the transaction'));
    expect(withoutSentence).toEqual([]);
  });

  it('decodes every custom error of abis/*.json to its own sentence', () => {
    for (const signature of Object.values(contractErrorSelectors)) {
      const name = signature.slice(0, signature.indexOf('('));
      const data = everyError.encodeErrorResult(name, argsFor(signature));
      const mapped = mapError(rawRevert(data));
      expect(mapped.kind).toBe('contract');
      expect(mapped.errorName).toBe(name);
      expect(mapped.message).not.toMatch(/Transaction failed|rejected the transaction/);
    }
  });

  it('uses the name ethers already decoded through the contract interface', () => {
    const sale = BondSale__factory.createInterface();
    const error = sale.makeError(sale.encodeErrorResult('QuoteExpired', []), { to: null, data: '0x' });
    expect(mapError(error)).toEqual({ kind: 'contract', message: 'Quote has expired', errorName: 'QuoteExpired' });
    const pool = StakingPool__factory.createInterface();
    const nothing = pool.makeError(pool.encodeErrorResult('NothingStaked', []), { to: null, data: '0x' });
    expect(errorMessage(nothing)).toBe('No staked amount to unstake');
  });

});
