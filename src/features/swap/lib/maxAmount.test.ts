import fc from 'fast-check';
import { bnbGasReserve, maxInputText, maxSpendable } from './maxAmount';

const E18 = 10n ** 18n;
const bnb = (text: string): bigint => {
  const [w, f = ''] = text.split('.');
  return BigInt(w) * E18 + BigInt((f + '0'.repeat(18)).slice(0, 18));
};

describe('MAX for BNB keeps a gas reserve', () => {
  it('reserves 0.01 above 0.1 BNB', () => {
    expect(maxSpendable(bnb('1'), true)).toBe(bnb('0.99'));
    expect(maxSpendable(bnb('0.100000000000000001'), true)).toBe(bnb('0.090000000000000001'));
  });
  it('reserves 0.001 above 0.01 BNB up to 0.1 inclusive', () => {
    expect(maxSpendable(bnb('0.1'), true)).toBe(bnb('0.099'));
    expect(maxSpendable(bnb('0.05'), true)).toBe(bnb('0.049'));
  });
  it('reserves min(0.0001, 10%) at or below 0.01 BNB', () => {
    expect(maxSpendable(bnb('0.01'), true)).toBe(bnb('0.0099'));
    expect(maxSpendable(bnb('0.0005'), true)).toBe(bnb('0.00045'));
    expect(maxSpendable(9n, true)).toBe(9n);
    expect(maxSpendable(10n, true)).toBe(9n);
  });
  it('fills nothing for an empty balance', () => {
    expect(maxSpendable(0n, true)).toBe(0n);
    expect(maxSpendable(0n, false)).toBe(0n);
  });
});

describe('MAX for other tokens', () => {
  it('fills the full balance, also below 0.001 (never more than held)', () => {
    expect(maxSpendable(123n, false)).toBe(123n);
    expect(maxInputText('500000000000000', false, 18)).toBe('0.0005');
  });
  it('renders exact text with the token decimals', () => {
    expect(maxInputText('1234567', false, 6)).toBe('1.234567');
    expect(maxInputText(bnb('2').toString(), true, 18)).toBe('1.99');
    expect(maxInputText(undefined, true, 18)).toBe('0');
  });
  it("cuts BNB's spendable amount to 6 places, never up, unless that reads 0", () => {
    expect(maxInputText('9999989589553978691760000', true, 18)).toBe('9999989.579553');
    expect(maxInputText(bnb('9998.99958955397869176').toString(), true, 18)).toBe('9998.989589');
    expect(maxInputText('5', true, 18)).toBe('0.000000000000000005');
    // a token fills its whole balance
    expect(maxInputText('9998989589553978691760', false, 18)).toBe('9998.98958955397869176');
  });
});

describe('MAX properties over balances', () => {
  const balances = fc.bigInt({ min: 0n, max: 10n ** 30n });
  it('never exceeds the balance and never goes negative', () => {
    fc.assert(
      fc.property(balances, fc.boolean(), (balance, native) => {
        const max = maxSpendable(balance, native);
        return max >= 0n && max <= balance;
      }),
    );
  });
  it('BNB reserve matches the tier of the balance', () => {
    fc.assert(
      fc.property(balances, (balance) => {
        const reserve = bnbGasReserve(balance);
        const max = maxSpendable(balance, true);
        if (balance === 0n) return max === 0n;
        if (balance > bnb('0.1')) return reserve === bnb('0.01') && max === balance - bnb('0.01');
        if (balance > bnb('0.01')) return reserve === bnb('0.001') && max === balance - bnb('0.001');
        const expected = balance / 10n < bnb('0.0001') ? balance / 10n : bnb('0.0001');
        return reserve === expected && max === balance - expected && max * 10n >= balance * 9n;
      }),
    );
  });
  it('is monotonic in the balance', () => {
    fc.assert(
      fc.property(balances, balances, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return maxSpendable(lo, false) <= maxSpendable(hi, false);
      }),
    );
  });
});
