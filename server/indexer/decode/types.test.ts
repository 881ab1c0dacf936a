/**
 * @jest-environment node
 *
 * `parse` finds a log's event by its topic and decodes it as ethers' own `parseLog` does, for every
 * event of every contract the index follows.
 */
import { Interface, type EventFragment } from 'ethers';
import { BondFactory__factory, BondSale__factory, StakingFactory__factory, StakingPool__factory } from '../../../typechain-types';
import { parse, type RawLog } from './types';

const interfaces = {
  BondFactory: BondFactory__factory.createInterface(),
  BondSale: BondSale__factory.createInterface(),
  StakingFactory: StakingFactory__factory.createInterface(),
  StakingPool: StakingPool__factory.createInterface(),
} as unknown as Record<string, Interface>;

/** A value of `type` that differs with `seed`, enough to tell every argument apart. */
function valueOf(type: string, components: readonly { type: string }[] | null, seed: number): unknown {
  if (type.endsWith('[]')) return [valueOf(type.slice(0, -2), components, seed), valueOf(type.slice(0, -2), components, seed + 1)];
  if (type === 'tuple') return components!.map((c, i) => valueOf(c.type, (c as { components?: { type: string }[] }).components ?? null, seed * 10 + i));
  if (type === 'address') return `0x${(seed + 1).toString(16).padStart(40, '0')}`;
  if (type === 'bool') return seed % 2 === 1;
  if (type.startsWith('uint') || type.startsWith('int')) return BigInt((seed % 200) + 1); // fits a uint8
  if (type.startsWith('bytes')) return `0x${(seed + 1).toString(16).padStart(64, '0')}`;
  if (type === 'string') return `text ${seed}`;
  throw new Error(`no sample value for ${type}`);
}

function logOf(iface: Interface, event: EventFragment): RawLog {
  const args = event.inputs.map((input, i) => valueOf(input.type === 'tuple' || input.baseType === 'tuple' ? 'tuple' : input.type, input.components, i + 1));
  const { data, topics } = iface.encodeEventLog(event, args);
  return { address: '0x' + '11'.repeat(20), topics, data, blockNumber: 1, blockHash: '0x' + '22'.repeat(32), transactionHash: '0x' + '33'.repeat(32), logIndex: 0 };
}

describe('parse', () => {
  for (const [contract, iface] of Object.entries(interfaces)) {
    it(`decodes every event of ${contract} as ethers' parseLog does`, () => {
      const events: EventFragment[] = [];
      iface.forEachEvent((event) => events.push(event));
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        const log = logOf(iface, event);
        const ours = parse(iface, log);
        const theirs = iface.parseLog({ topics: log.topics, data: log.data })!;
        expect(ours?.name).toBe(event.name);
        expect(ours?.topic).toBe(theirs.topic);
        expect(ours?.signature).toBe(theirs.signature);
        expect(ours?.args.toArray(true)).toEqual(theirs.args.toArray(true));
        expect(ours?.args.toObject(true)).toEqual(theirs.args.toObject(true));
      }
    });
  }

  it("is null for another contract's event, an unknown topic, no topic, or data cut short", () => {
    const sale = interfaces.BondSale!;
    const created = logOf(interfaces.BondFactory!, interfaces.BondFactory!.getEvent('SaleCreated')!);
    expect(parse(sale, created)).toBeNull();
    expect(parse(sale, { ...created, topics: ['0x' + 'ff'.repeat(32)] })).toBeNull();
    expect(parse(sale, { ...created, topics: [] })).toBeNull();
    const purchased = logOf(sale, sale.getEvent('Purchased')!);
    expect(parse(sale, purchased)).not.toBeNull();
    expect(parse(sale, { ...purchased, data: purchased.data.slice(0, 66) })).toBeNull();
  });

  it('reads the topic whatever its case', () => {
    const sale = interfaces.BondSale!;
    const purchased = logOf(sale, sale.getEvent('Purchased')!);
    expect(parse(sale, { ...purchased, topics: [purchased.topics[0]!.toUpperCase().replace('0X', '0x'), ...purchased.topics.slice(1)] })?.name).toBe('Purchased');
  });
});
