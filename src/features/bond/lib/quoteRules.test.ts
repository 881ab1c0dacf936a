import { approveDisabled, buyBlocker, buyDisabled, capBlocker, isLiquidityError, isQuoteExpired, quoteSecondsLeft, type BuyState } from './quoteRules';

const NOW = 1_800_000_000;
const ready: BuyState = {
  connected: true,
  isDemo: false,
  saleEnded: false,
  tokenAmount: 10n ** 18n,
  paymentAmount: 5n * 10n ** 17n,
  quoteDeadline: NOW + 60,
  nowSeconds: NOW,
  balance: 10n ** 18n,
  paymentSymbol: 'USDT',
  allowance: 10n ** 18n,
  isNative: false,
  txPending: false,
};

describe('quote countdown', () => {
  it('counts whole seconds down to the deadline', () => {
    expect(quoteSecondsLeft(NOW + 60, NOW)).toBe(60);
    expect(quoteSecondsLeft(NOW + 60, NOW + 59.5)).toBe(0);
    expect(quoteSecondsLeft(NOW + 60, NOW + 59)).toBe(1);
    expect(quoteSecondsLeft(NOW + 60, NOW + 100)).toBe(0);
  });
  it('expires at the deadline', () => {
    expect(isQuoteExpired(NOW + 60, NOW + 59)).toBe(false);
    expect(isQuoteExpired(NOW + 60, NOW + 60)).toBe(true);
    expect(isQuoteExpired('1800000060', NOW + 61)).toBe(true);
  });
  it('recognises the no-liquidity message', () => {
    expect(isLiquidityError('No liquidity route for token')).toBe(true);
    expect(isLiquidityError('Insufficient LIQUIDITY')).toBe(true);
    expect(isLiquidityError('Sale not found')).toBe(false);
    expect(isLiquidityError(undefined)).toBe(false);
  });
});

describe('buy button', () => {
  it('is enabled with a fresh quote, funds and allowance', () => {
    expect(buyBlocker(ready)).toBeNull();
    expect(buyDisabled(ready)).toBe(false);
  });
  it('names why it is disabled', () => {
    expect(buyBlocker({ ...ready, connected: false })).toBe('Please connect your wallet');
    expect(buyBlocker({ ...ready, paymentAmount: null, quoteDeadline: null })).toBe('No valid quote available');
    expect(buyBlocker({ ...ready, nowSeconds: NOW + 60 })).toBe('Quote has expired');
    expect(buyBlocker({ ...ready, balance: 1n })).toBe('Insufficient USDT balance');
    expect(buyBlocker({ ...ready, isDemo: true })).toBe('Demo bond');
  });
  it('is disabled while approval is missing or a transaction is pending', () => {
    expect(buyDisabled({ ...ready, allowance: 0n })).toBe(true);
    expect(buyDisabled({ ...ready, txPending: true })).toBe(true);
  });
  it('never needs approval for BNB', () => {
    expect(buyDisabled({ ...ready, isNative: true, allowance: 0n, paymentSymbol: 'BNB' })).toBe(false);
  });
});

describe('approve button', () => {
  it('is disabled when the allowance covers the payment', () => {
    expect(approveDisabled({ ...ready, allowance: ready.paymentAmount })).toBe(true);
  });
  it('is disabled when the payment is zero or unknown', () => {
    expect(approveDisabled({ ...ready, allowance: 0n, paymentAmount: 0n })).toBe(true);
    expect(approveDisabled({ ...ready, allowance: 0n, paymentAmount: null })).toBe(true);
  });
  it('is enabled when the allowance is short', () => {
    expect(approveDisabled({ ...ready, allowance: 1n })).toBe(false);
  });
  it('is disabled for BNB, while pending, and when disconnected', () => {
    expect(approveDisabled({ ...ready, isNative: true, allowance: 0n })).toBe(true);
    expect(approveDisabled({ ...ready, allowance: 0n, txPending: true })).toBe(true);
    expect(approveDisabled({ ...ready, allowance: 0n, connected: false })).toBe(true);
  });
});

describe('purchase caps', () => {
  const format = (raw: bigint) => `${raw} SALLY`;
  it('names the per-purchase cap when the amount is above it', () => {
    expect(capBlocker(101n, { perPurchase: 100n, buyerLeft: null }, format)).toBe('One purchase can buy at most 100 SALLY');
    expect(capBlocker(100n, { perPurchase: 100n, buyerLeft: null }, format)).toBeNull();
  });

  it('names what the per-buyer cap still allows when that is the tighter limit', () => {
    expect(capBlocker(41n, { perPurchase: 100n, buyerLeft: 40n }, format)).toBe('You can buy at most 40 SALLY more in this bond');
    expect(capBlocker(40n, { perPurchase: 100n, buyerLeft: 40n }, format)).toBeNull();
    expect(capBlocker(150n, { perPurchase: 100n, buyerLeft: 400n }, format)).toBe('One purchase can buy at most 100 SALLY');
    expect(capBlocker(1n, { perPurchase: 100n, buyerLeft: 0n }, format)).toBe('You can buy at most 0 SALLY more in this bond');
  });

  it('blocks Buy with that message before any quote', () => {
    const overCap = 'One purchase can buy at most 100 SALLY' as const;
    expect(buyBlocker({ ...ready, paymentAmount: null, quoteDeadline: null, overCap })).toBe(overCap);
    expect(buyDisabled({ ...ready, overCap })).toBe(true);
    expect(buyBlocker({ ...ready, overCap: null })).toBeNull();
  });
});
