import type { ReceiptLog } from '../../../shared/chain/receipts';
import { isNative, sameAddress } from './tokens';

/** ERC-20 `Transfer(address,address,uint256)` */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** WBNB `Deposit(address indexed dst, uint256 wad)`: a wrap credits the wallet this way, not by Transfer */
export const DEPOSIT_TOPIC = '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c';
/** WBNB `Withdrawal(address indexed src, uint256 wad)`: BNB paid out is unwrapped WBNB */
export const WITHDRAWAL_TOPIC = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65';

const topicAddress = (topic: string | undefined) => (topic ? `0x${topic.slice(-40)}` : '');
const wordValue = (data: string): bigint => (/^0x[0-9a-fA-F]{1,64}$/.test(data) ? BigInt(data) : 0n);

/**
 * What a confirmed swap paid the wallet, read from its receipt: the output token's Transfers to
 * the wallet (and WBNB's Deposit for a wrap); for BNB, the WBNB unwrapped on the way out (the
 * router or the wallet's own unwrap). null when the receipt shows nothing received.
 */
export function receivedAmount(logs: readonly ReceiptLog[], outputToken: string, account: string, wbnb: string): bigint | null {
  let total = 0n;
  let seen = false;
  for (const log of logs) {
    const [topic, first, second] = log.topics;
    const add = () => {
      total += wordValue(log.data);
      seen = true;
    };
    if (isNative(outputToken)) {
      if (sameAddress(log.address, wbnb) && topic === WITHDRAWAL_TOPIC) add();
    } else if (sameAddress(log.address, outputToken)) {
      if (topic === TRANSFER_TOPIC && sameAddress(topicAddress(second), account)) add();
      else if (topic === DEPOSIT_TOPIC && sameAddress(outputToken, wbnb) && sameAddress(topicAddress(first), account)) add();
    }
  }
  return seen && total > 0n ? total : null;
}
