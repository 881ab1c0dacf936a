import { StakingFactory__factory } from '../../../../typechain-types/factories/StakingFactory__factory';
import { findEmittedEvent } from '../../../shared/chain/events';
import { findPoolCreated } from './createPoolFlow';

const factoryInterface = StakingFactory__factory.createInterface();
const FACTORY = '0x8a791620dd6260079bf849dc5567adc3f2fdc318';
const POOL = '0x' + 'c3'.repeat(20);
const OWNER = '0x' + 'd4'.repeat(20);
const TOKEN = '0x' + 'a1'.repeat(20);

function poolCreatedLog(address: string) {
  const event = factoryInterface.getEvent('PoolCreated')!;
  const { data, topics } = factoryInterface.encodeEventLog(event, [7n, POOL, OWNER, TOKEN, 1200n, 1_000n, 1_000n + 90n * 86_400n, 10n ** 21n]);
  return { address, data, topics };
}

describe('findPoolCreated', () => {
  it('reads the new pool id, address and owner from the factory PoolCreated log', () => {
    const transfer = { address: TOKEN, topics: ['0x' + 'ab'.repeat(32)], data: '0x' };
    const created = findPoolCreated([transfer, poolCreatedLog(FACTORY)], FACTORY.toUpperCase().replace('0X', '0x'), { findEmittedEvent });
    expect(created).toEqual({ poolId: '7', poolAddress: expect.stringMatching(/^0x[cC]3/), owner: expect.stringMatching(/^0x[dD]4/) });
    expect(created?.poolAddress.toLowerCase()).toBe(POOL);
    expect(created?.owner.toLowerCase()).toBe(OWNER);
  });

  it('ignores a PoolCreated-shaped log from another contract', () => {
    expect(findPoolCreated([poolCreatedLog(TOKEN)], FACTORY, { findEmittedEvent })).toBeNull();
  });
});
