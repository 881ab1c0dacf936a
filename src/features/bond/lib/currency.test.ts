import { currencySymbol, formatMarketAmount, formatPayment, formatPaymentsAlike, paymentDisplayDecimals, tokenDecimalsOrDefault } from './currency';

describe('currency display', () => {
  it('shows stablecoin payments with 6 decimals and BNB with 18', () => {
    expect(paymentDisplayDecimals(0)).toBe(18);
    expect(paymentDisplayDecimals(1)).toBe(6);
    expect(paymentDisplayDecimals('2')).toBe(6);
    expect(currencySymbol(0)).toBe('BNB');
    expect(currencySymbol('1')).toBe('USDT');
    expect(currencySymbol(2)).toBe('USD1');
  });
  it('defaults token decimals to 18', () => {
    expect(tokenDecimalsOrDefault(undefined)).toBe(18);
    expect(tokenDecimalsOrDefault(null)).toBe(18);
    expect(tokenDecimalsOrDefault('6')).toBe(6);
    expect(tokenDecimalsOrDefault(9)).toBe(9);
  });
});

describe('amount display', () => {
  it('cuts stablecoin payments to 6 decimals and keeps all 18 for BNB', () => {
    expect(formatPayment('1234567891234567891', 1)).toBe('1.234567');
    expect(formatPayment('1234567891234567891', 2)).toBe('1.234567');
    expect(formatPayment('1234567891234567891', 0)).toBe('1.234567891234567891');
    expect(formatPayment('1500000000000000000', 1)).toBe('1.5');
    expect(formatMarketAmount('1234567800000000000000', undefined)).toBe('1,234.56');
    expect(formatMarketAmount('5', 0)).toBe('5.00');
  });
});

describe('payments side by side', () => {
  it('share one number of decimals, as many as the most precise needs, up to the currency precision', () => {
    const E12 = 10n ** 12n;
    // 71.29749 gross, 0.7129749 fee, 70.5845151 net in USDT: cut to 6 places, written with 6 each
    expect(formatPaymentsAlike([71_297_490n * E12, 7_129_749n * 10n ** 11n, 705_845_151n * 10n ** 11n], 1)).toEqual(['71.297490', '0.712974', '70.584515']);
    expect(formatPaymentsAlike([300n * 10n ** 18n, 3n * 10n ** 18n, 297n * 10n ** 18n], 1)).toEqual(['300', '3', '297']);
    expect(formatPaymentsAlike([2_260n * 10n ** 16n, 1_000n * 10n ** 18n], 1)).toEqual(['22.6', '1,000.0']);
    expect(formatPaymentsAlike([], 0)).toEqual([]);
  });
});
