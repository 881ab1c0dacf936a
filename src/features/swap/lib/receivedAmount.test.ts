import { NATIVE_TOKEN_ADDRESS } from '../../../config';
import { DEPOSIT_TOPIC, receivedAmount, TRANSFER_TOPIC, WITHDRAWAL_TOPIC } from './receivedAmount';

const ACCOUNT = '0x' + '4a'.repeat(20);
const OTHER = '0x' + '0f'.repeat(20);
const ROUTER = '0x' + 'cd'.repeat(20);
const USDT = '0x' + '55'.repeat(20);
const WBNB = '0x' + 'bb'.repeat(20);
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;
const topic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}`;
const transfer = (token: string, from: string, to: string, value: bigint) => ({ address: token, topics: [TRANSFER_TOPIC, topic(from), topic(to)], data: word(value) });

describe('the amount a confirmed swap paid the wallet', () => {
  it("adds the output token's transfers to the wallet, and nothing else", () => {
    const logs = [
      transfer(WBNB, ACCOUNT, ROUTER, 10n), // what was paid
      transfer(USDT, ROUTER, OTHER, 99n), // to someone else
      transfer(USDT, ROUTER, ACCOUNT.toUpperCase().replace('0X', '0x'), 600n),
      transfer(USDT, OTHER, ACCOUNT, 5n), // a second route's share
    ];
    expect(receivedAmount(logs, USDT, ACCOUNT, WBNB)).toBe(605n);
  });

  it('counts the WBNB unwrapped for a swap to BNB', () => {
    const logs = [transfer(USDT, ACCOUNT, ROUTER, 600n), { address: WBNB, topics: [WITHDRAWAL_TOPIC, topic(ROUTER)], data: word(7n) }];
    expect(receivedAmount(logs, NATIVE_TOKEN_ADDRESS, ACCOUNT, WBNB)).toBe(7n);
  });

  it("counts WBNB's Deposit for a wrap", () => {
    expect(receivedAmount([{ address: WBNB, topics: [DEPOSIT_TOPIC, topic(ACCOUNT)], data: word(3n) }], WBNB, ACCOUNT, WBNB)).toBe(3n);
  });

  it('is unknown when the receipt shows nothing received, or junk', () => {
    expect(receivedAmount([], USDT, ACCOUNT, WBNB)).toBeNull();
    expect(receivedAmount([{ address: USDT, topics: [TRANSFER_TOPIC, topic(ROUTER), topic(ACCOUNT)], data: '0xnothex' }], USDT, ACCOUNT, WBNB)).toBeNull();
  });
});
