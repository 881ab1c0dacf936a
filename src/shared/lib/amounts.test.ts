import fc from 'fast-check';
import {
  formatAmount,
  formatBalance,
  formatUnits,
  isPositiveRaw,
  MAX_UINT256,
  parseUnits,
  sanitizeAmountInput,
  shortenAddress,
  toRawString,
  tryParseUnits,
} from './amounts';

const decimalsArb = fc.integer({ min: 0, max: 30 });
const rawArb = fc.bigInt({ min: 0n, max: MAX_UINT256 });

describe('parseUnits / formatUnits', () => {
  it('parses typical inputs', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(parseUnits('.5', 6)).toBe(500_000n);
    expect(parseUnits('2.', 6)).toBe(2_000_000n);
    expect(parseUnits('0,25', 2)).toBe(25n);
    expect(parseUnits('7', 0)).toBe(7n);
  });

  it('truncates digits beyond the token decimals instead of rounding up', () => {
    expect(parseUnits('1.239', 2)).toBe(123n);
    expect(parseUnits('0.0000009', 6)).toBe(0n);
  });

  it('rejects what is not an amount', () => {
    for (const bad of ['', '.', 'abc', '1.2.3', '-1', '1e18', ' ', '0x10']) {
      expect(() => parseUnits(bad, 18)).toThrow();
      expect(tryParseUnits(bad, 18)).toBeNull();
    }
    expect(toRawString('1.2.3', 18)).toBeNull();
    expect(toRawString('3', 18)).toBe('3000000000000000000');
  });

  it('formats exactly with trailing zeros trimmed', () => {
    expect(formatUnits('1500000000000000000', 18)).toBe('1.5');
    expect(formatUnits(0n, 18)).toBe('0');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(42n, 0)).toBe('42');
  });

  it('property: format then parse gives back the raw amount', () => {
    fc.assert(
      fc.property(rawArb, decimalsArb, (raw, decimals) => {
        expect(parseUnits(formatUnits(raw, decimals), decimals)).toBe(raw);
      }),
    );
  });

  it('property: parsing a decimal string never exceeds its exact value', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.stringMatching(/^\d{0,40}$/),
        decimalsArb,
        (whole, fractionDigits, decimals) => {
          const text = fractionDigits ? `${whole}.${fractionDigits}` : whole.toString();
          const parsed = parseUnits(text, decimals);
          // compare at the full precision of the typed text
          const scale = fractionDigits.length;
          const exact = whole * 10n ** BigInt(scale) + (fractionDigits ? BigInt(fractionDigits) : 0n);
          const parsedAtScale =
            scale >= decimals ? parsed * 10n ** BigInt(scale - decimals) : parsed / 10n ** BigInt(decimals - scale);
          expect(parsedAtScale <= exact).toBe(true);
          // and loses less than one raw unit
          expect(exact - parsedAtScale < 10n ** BigInt(Math.max(0, scale - decimals))).toBe(true);
        },
      ),
    );
  });
});

describe('formatAmount', () => {
  it('truncates to the requested places', () => {
    expect(formatAmount('1999999', 6, 2)).toBe('1.99');
    expect(formatAmount('1000000', 6, 2)).toBe('1');
    expect(formatAmount('1000000', 6, 2, { fixed: true })).toBe('1.00');
    expect(formatAmount('1234567000000', 6, 0)).toBe('1,234,567');
    expect(formatAmount(-1n, 6, 2)).toBe('0');
    expect(formatAmount('1234567000000', 6, 0, { group: false })).toBe('1234567');
  });

  it('property: the shown amount never exceeds the raw amount and is within one step of it', () => {
    fc.assert(
      fc.property(rawArb, decimalsArb, fc.integer({ min: 0, max: 12 }), (raw, decimals, places) => {
        const shown = parseUnits(formatAmount(raw, decimals, places).replace(/,/g, ''), decimals);
        expect(shown <= raw).toBe(true);
        const step = places >= decimals ? 1n : 10n ** BigInt(decimals - places);
        expect(raw - shown < step).toBe(true);
      }),
    );
  });
});

describe('formatBalance (SPEC section 9)', () => {
  const e18 = (text: string) => parseUnits(text, 18);

  it('follows the display rules', () => {
    expect(formatBalance(0n, 18)).toBe('0');
    expect(formatBalance(e18('0.000999999'), 18)).toBe('<0.001');
    expect(formatBalance(1n, 18)).toBe('<0.001');
    expect(formatBalance(e18('0.001'), 18)).toBe('0.001');
    expect(formatBalance(e18('0.123456789123'), 18)).toBe('0.12345678');
    expect(formatBalance(e18('1.1234567891'), 18)).toBe('1.123456');
    expect(formatBalance(e18('999.9999999'), 18)).toBe('999.999999');
    expect(formatBalance(e18('1000'), 18)).toBe('1,000');
    expect(formatBalance(e18('12345.6789'), 18)).toBe('12,345.67');
    expect(formatBalance(e18('1000233.2399'), 18)).toBe('1,000,233.23');
    expect(formatBalance('2500000', 6)).toBe('2.5');
    expect(formatBalance('5', 0)).toBe('5');
  });

  it('property: never shows more than the balance, and the decimals match the size band', () => {
    fc.assert(
      fc.property(rawArb, fc.integer({ min: 3, max: 30 }), (raw, decimals) => {
        const text = formatBalance(raw, decimals);
        if (raw === 0n) return expect(text).toBe('0');
        if (raw < 10n ** BigInt(decimals - 3)) return expect(text).toBe('<0.001');
        const shown = parseUnits(text.replace(/,/g, ''), decimals);
        expect(shown <= raw).toBe(true);
        const fractionLength = text.includes('.') ? text.split('.')[1].length : 0;
        const one = 10n ** BigInt(decimals);
        const maxPlaces = raw >= 1000n * one ? 2 : raw >= one ? 6 : 8;
        expect(fractionLength).toBeLessThanOrEqual(maxPlaces);
        expect(text).not.toMatch(/\.\d*0$/);
      }),
    );
  });
});

describe('sanitizeAmountInput', () => {
  it('accepts digits with at most one separator and turns a comma into a dot', () => {
    expect(sanitizeAmountInput('12')).toBe('12');
    expect(sanitizeAmountInput('12,5')).toBe('12.5');
    expect(sanitizeAmountInput('.5')).toBe('.5');
    expect(sanitizeAmountInput('')).toBe('');
    expect(sanitizeAmountInput('1.2.3')).toBeNull();
    expect(sanitizeAmountInput('1,2.3')).toBeNull();
    expect(sanitizeAmountInput('1e5')).toBeNull();
    expect(sanitizeAmountInput('-1')).toBeNull();
    expect(sanitizeAmountInput('1.234', 2)).toBeNull();
    expect(sanitizeAmountInput('1.23', 2)).toBe('1.23');
  });

  it('property: whatever it accepts parses as an amount (or is empty)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '9', '.', ',', 'a', '-', ' ') }), (input) => {
        const accepted = sanitizeAmountInput(input);
        if (accepted === null || accepted === '' || accepted === '.') return;
        expect(tryParseUnits(accepted, 18)).not.toBeNull();
      }),
    );
  });
});

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234...5678');
    expect(shortenAddress('')).toBe('');
  });
});

describe('isPositiveRaw', () => {
  it('is true only for positive integer strings', () => {
    expect(isPositiveRaw('1')).toBe(true);
    expect(isPositiveRaw('0')).toBe(false);
    expect(isPositiveRaw('1.5')).toBe(false);
    expect(isPositiveRaw(undefined)).toBe(false);
  });
});
