import { currencySymbol, formatMarketAmount, formatPayment, paymentDisplayDecimals, tokenDecimalsOrDefault } from './currency';

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
