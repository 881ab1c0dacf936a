import { formatTokenAmount } from './saleLimits';
import { approveDisabled, buyBlocker, buyDisabled, capBlocker, isLiquidityError, limitingHourLeft, maxBuyableTokens, isQuoteExpired, quoteSecondsLeft, type BuyState } from './quoteRules';

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
  it('says a sale paused by the platform is paused, to a visitor too, and an ended sale ended', () => {
    expect(buyBlocker({ ...ready, paused: true })).toBe('Paused by the platform');
    expect(buyBlocker({ ...ready, paused: true, connected: false })).toBe('Paused by the platform');
    expect(buyBlocker({ ...ready, paused: true, saleEnded: true })).toBe('Sale has ended');
    expect(buyDisabled({ ...ready, paused: true })).toBe(true);
    expect(buyBlocker({ ...ready, paused: false })).toBeNull();
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

describe('what the sale has left', () => {
  const E18 = 10n ** 18n;
  const format = (raw: bigint) => formatTokenAmount(raw, 18, 'SALLY');
  const limits = { available: 99_950n * E18, perPurchase: 100_000n * E18, buyerLeft: null };

  it('says in words how many tokens are left, with separators and no base units', () => {
    expect(capBlocker(100_000n * E18, limits, format)).toBe('Only 99,950 SALLY left');
    expect(capBlocker(99_950n * E18, limits, format)).toBeNull();
  });

  it('names the per-purchase cap when it is tighter than what is left', () => {
    expect(capBlocker(60n * E18, { available: 80n * E18, perPurchase: 50n * E18, buyerLeft: null }, format)).toBe(
      'One purchase can buy at most 50 SALLY',
    );
  });
});

describe('MAX', () => {
  const E18 = 10n ** 18n;
  const limits = { available: 500n * E18, perPurchase: 1_000n * E18, buyerLeft: 300n * E18 };

  it('is the smallest of what is left, the caps and what the balance buys', () => {
    const price = E18 / 2n; // 0.5 per token
    expect(maxBuyableTokens(limits, { balance: 100n * E18, pricePerToken: price, tokenDecimals: 18 })).toBe(200n * E18);
    expect(maxBuyableTokens(limits, { balance: 1_000n * E18, pricePerToken: price, tokenDecimals: 18 })).toBe(300n * E18);
    expect(maxBuyableTokens({ ...limits, buyerLeft: null }, { balance: null, pricePerToken: price, tokenDecimals: 18 })).toBe(500n * E18);
  });

  it('truncates so the amount never costs more than the balance', () => {
    // 1 unit of balance at 3 units per whole 6-decimal token buys 333333 raw, not 333334
    expect(maxBuyableTokens({ perPurchase: 10n ** 9n, buyerLeft: null }, { balance: 1n, pricePerToken: 3n, tokenDecimals: 6 })).toBe(333_333n);
  });

  it('is zero, never negative, when the buyer has nothing left to buy', () => {
    expect(maxBuyableTokens({ ...limits, buyerLeft: 0n }, { balance: null, pricePerToken: null, tokenDecimals: 18 })).toBe(0n);
  });
});

describe('the hourly budget', () => {
  const format = (raw: bigint) => `${raw} SALLY`;
  it('names what is left this hour when it is the tightest limit', () => {
    expect(capBlocker(31n, { perPurchase: 100n, buyerLeft: null, available: 500n, hourLeft: 30n }, format)).toBe(
      'Only 30 SALLY more can be bought this hour',
    );
    expect(capBlocker(30n, { perPurchase: 100n, buyerLeft: null, available: 500n, hourLeft: 30n }, format)).toBeNull();
    // a lasting limit that ties with the budget is the one named
    expect(capBlocker(101n, { perPurchase: 100n, buyerLeft: null, hourLeft: 100n }, format)).toBe('One purchase can buy at most 100 SALLY');
  });

  it('is shown only while it limits a purchase', () => {
    expect(limitingHourLeft({ perPurchase: 100n, buyerLeft: null, available: 500n, hourLeft: 30n })).toBe(30n);
    expect(limitingHourLeft({ perPurchase: 100n, buyerLeft: 20n, available: 500n, hourLeft: 30n })).toBeNull();
    expect(limitingHourLeft({ perPurchase: 100n, buyerLeft: null, available: 500n, hourLeft: 100n })).toBeNull();
    expect(limitingHourLeft({ perPurchase: 100n, buyerLeft: null })).toBeNull();
  });

  it('bounds what MAX fills in', () => {
    expect(maxBuyableTokens({ perPurchase: 100n, buyerLeft: null, available: 500n, hourLeft: 30n }, { balance: null, pricePerToken: null, tokenDecimals: 18 })).toBe(30n);
  });
});
