import { Interface } from 'ethers';
import { parseAbi } from 'viem';
import { findEmittedEvent } from './events';

const EVENTS = ['event ThingCreated(uint256 indexed id, address thing, address indexed owner)', 'event Other(uint256 x)'];
// the test encodes logs with ethers, the app decodes them with its own library
const iface = new Interface(EVENTS);
const abi = parseAbi(EVENTS);
const EMITTER = '0x' + 'ab'.repeat(20);
const STRANGER = '0x' + 'cd'.repeat(20);
const THING = '0x' + '12'.repeat(20);
const OWNER = '0x' + '34'.repeat(20);

function log(address: string, name: string, args: unknown[]) {
  const encoded = iface.encodeEventLog(name, args);
  return { address, topics: encoded.topics, data: encoded.data };
}

describe('findEmittedEvent', () => {
  it('answers the arguments of the named event the emitter emitted, whatever the address case', () => {
    const args = findEmittedEvent(
      [log(EMITTER, 'Other', [1n]), log(EMITTER, 'ThingCreated', [7n, THING, OWNER])],
      EMITTER.toUpperCase().replace('0X', '0x'),
      abi,
      'ThingCreated',
    );
    expect(args?.id).toBe(7n);
    expect((args?.thing as string).toLowerCase()).toBe(THING);
  });

  it('ignores the same event emitted by another contract and logs it cannot parse', () => {
    const unknown = { address: EMITTER, topics: ['0x' + '00'.repeat(32)], data: '0x' };
    expect(findEmittedEvent([log(STRANGER, 'ThingCreated', [7n, THING, OWNER]), unknown], EMITTER, abi, 'ThingCreated')).toBeNull();
  });
});
