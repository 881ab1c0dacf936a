import { activityItem } from '../../../shared/testing/activityItem';
import { saleActivityLine } from './saleActivity';

const E18 = 10n ** 18n;
const item = (kind: string, amount: bigint | null, details: Record<string, unknown> = {}, currency = 0) =>
  activityItem({
    kind,
    listing: { kind: 'sale', id: '3', address: '0x5a', token: { address: '0xa1', symbol: 'SALLY', decimals: 18 }, currency },
    amount: amount === null ? null : amount.toString(),
    details,
  });

describe('saleActivityLine', () => {
  it('names a purchase with the tokens bought and what was paid, in the sale currency', () => {
    expect(saleActivityLine(item('purchase', 1000n * E18, { paymentAmount: (E18 / 2n).toString() }))).toEqual({ what: 'Bought', amount: '1,000.00 SALLY for 0.5 BNB' });
    expect(saleActivityLine(item('purchase', 2n * E18, { paymentAmount: (3n * E18).toString() }, 1)).amount).toBe('2.00 SALLY for 3 USDT');
  });

  it('gives claims and withdrawals of tokens in the token, proceeds in the payment currency', () => {
    expect(saleActivityLine(item('claim', 25n * E18))).toEqual({ what: 'Claimed', amount: '25.00 SALLY' });
    expect(saleActivityLine(item('proceedsWithdrawn', 7n * E18, {}, 1))).toEqual({ what: 'Proceeds withdrawn', amount: '7 USDT' });
    expect(saleActivityLine(item('unsoldWithdrawn', 10n * E18)).amount).toBe('10.00 SALLY');
  });

  it('names events without an amount, and an unknown kind by its name', () => {
    expect(saleActivityLine(item('endedEarly', null))).toEqual({ what: 'Sale ended early', amount: null });
    expect(saleActivityLine(item('somethingNew', null))).toEqual({ what: 'somethingNew', amount: null });
  });
});
