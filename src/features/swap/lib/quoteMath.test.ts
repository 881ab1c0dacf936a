import { formatAmountPlaces } from '../../../shared/format/amount';
import {
  compareValues,
  formatNetworkFee,
  formatPercent,
  formatRate,
  formatSwapAmount,
  minimumReceived,
  parseDeadlineMinutes,
  parseSlippage,
  priceImpactLevel,
} from './quoteMath';
import { checkSlippageText, SLIPPAGE_INVALID_MESSAGE, SLIPPAGE_REFUSED_MESSAGE, slippageWarning } from './slippageRules';

const E18 = 10n ** 18n;

describe('minimum received', () => {
  it('takes slippage off and rounds down', () => {
    expect(minimumReceived(1000n, 0.5)).toBe(995n);
    expect(minimumReceived(999n, 0.5)).toBe(994n);
    expect(minimumReceived(10n * E18, 1)).toBe(99n * 10n ** 17n);
    expect(minimumReceived(10n, 100)).toBe(0n);
  });
});

describe('rate and receive texts (6 decimals)', () => {
  it('prices one source token in the destination token', () => {
    expect(formatRate(2n * E18, 18, 1201n * E18, 18)).toBe('600.500000');
    expect(formatRate(1_000_000n, 6, E18 / 3n, 18)).toBe('0.333333');
    expect(formatRate(0n, 18, 1n, 18)).toBeNull();
  });
  it('shows every swap amount one way: separators, at most 6 decimals, truncated', () => {
    expect(formatSwapAmount(1234567891234567891n, 18)).toBe('1.234567');
    expect(formatSwapAmount(571346704871999999999999n, 18)).toBe('571,346.704871');
    expect(formatSwapAmount(565633230000000000000000n, 18)).toBe('565,633.23');
    expect(formatSwapAmount(900n * E18, 18)).toBe('900');
    expect(formatSwapAmount(1_234_567_890n, 6)).toBe('1,234.56789');
    expect(formatSwapAmount(0n, 18)).toBe('0');
    // dust is never shown as nothing
    expect(formatSwapAmount(1n, 18)).toBe('<0.000001');
  });
});

describe('USD comparison and price impact', () => {
  it('gives the real value difference in percent', () => {
    const c = compareValues(E18, 18, 600, 597n * E18, 18, 1);
    expect(c.srcUsd).toBe(600n * E18);
    expect(c.dstUsd).toBe(597n * E18);
    expect(c.diffPercent).toBeCloseTo(-0.5);
    expect(c.priceImpact).toBeCloseTo(0.5);
    expect(formatPercent(c.diffPercent!)).toBe('-0.50%');
  });
  it('has no difference without prices or quote', () => {
    expect(compareValues(E18, 18, undefined, E18, 18, 1).diffPercent).toBeNull();
    expect(compareValues(E18, 18, 1, null, 18, 1).diffPercent).toBeNull();
  });
  it('warns at 3% and asks for confirmation at 10%', () => {
    expect(priceImpactLevel(2.99)).toBe('none');
    expect(priceImpactLevel(3)).toBe('warning');
    expect(priceImpactLevel(9.99)).toBe('warning');
    expect(priceImpactLevel(10)).toBe('confirm');
    expect(priceImpactLevel(null)).toBe('none');
  });
  it('formats signed percents', () => {
    expect(formatPercent(0.123)).toBe('+0.12%');
    expect(formatPercent(-0.03)).toBe('-0.03%');
    expect(formatPercent(0.001)).toBe('0.00%');
  });
});

describe('network fee', () => {
  it('multiplies gas and gas price', () => {
    expect(formatNetworkFee('150000', '3000000000')).toBe('≈ 0.00045 BNB');
    expect(formatNetworkFee(150000, '1')).toBe('≈ <0.000001 BNB');
  });
  it('falls back to about 0.001 BNB when unknown', () => {
    expect(formatNetworkFee(undefined, '3000000000')).toBe('≈ 0.001 BNB');
    expect(formatNetworkFee('150000', undefined)).toBe('≈ 0.001 BNB');
    expect(formatNetworkFee('x', '1')).toBe('≈ 0.001 BNB');
  });
});

describe('slippage settings', () => {
  it('parses a custom percent within bounds', () => {
    expect(parseSlippage('0.5')).toBe(0.5);
    expect(parseSlippage('1,25')).toBe(1.25);
    expect(parseSlippage('0')).toBeNull();
    expect(parseSlippage('51')).toBeNull();
    expect(parseSlippage('50')).toBeNull();
    expect(parseSlippage('49.99')).toBe(49.99);
    expect(parseSlippage('abc')).toBeNull();
    expect(parseSlippage('0.123')).toBeNull();
  });
  it('accepts up to 5% at once, asks a typed confirmation above it, refuses 50% and more', () => {
    expect(checkSlippageText('')).toEqual({ status: 'empty' });
    expect(checkSlippageText('5')).toEqual({ status: 'ok', percent: 5, needsConfirm: false });
    expect(checkSlippageText('5.01')).toEqual({ status: 'ok', percent: 5.01, needsConfirm: true });
    expect(checkSlippageText('30')).toEqual({ status: 'ok', percent: 30, needsConfirm: true });
    expect(checkSlippageText('49.99')).toEqual({ status: 'ok', percent: 49.99, needsConfirm: true });
    for (const refused of ['50', '50.5', '99', '100', '1000']) {
      expect(checkSlippageText(refused)).toEqual({ status: 'refused', message: SLIPPAGE_REFUSED_MESSAGE });
    }
    for (const junk of ['0', 'abc', '1.234', '.', '-1']) {
      expect(checkSlippageText(junk)).toEqual({ status: 'invalid', message: SLIPPAGE_INVALID_MESSAGE });
    }
    expect(SLIPPAGE_REFUSED_MESSAGE).toBe('A slippage of 50% or more is refused: the swap could return next to nothing');
  });
  it('takes a deadline of whole minutes from 1 minute to 3 days', () => {
    expect(parseDeadlineMinutes('20')).toBe(20);
    expect(parseDeadlineMinutes(' 4320 ')).toBe(4320);
    expect(parseDeadlineMinutes('1')).toBe(1);
    for (const bad of ['0', '4321', '1.5', '-5', '', 'ten', '100000']) expect(parseDeadlineMinutes(bad)).toBeNull();
  });
  it('warns for very low and very high values', () => {
    expect(slippageWarning(0.05)).toBe('Your transaction may fail');
    expect(slippageWarning(0.5)).toBeNull();
    expect(slippageWarning(6)).toBe('Your transaction may be frontrun');
  });
});

describe('formatNetworkFee with the BNB price', () => {
  it('adds the USD value of the fee', () => {
    expect(formatNetworkFee('150000', '3000000000', 600)).toBe('≈ 0.00045 BNB ($0.27)');
    expect(formatNetworkFee('21000', '1000000000', 100)).toBe('≈ 0.000021 BNB (<$0.01)');
  });
});

describe('the swap amount format against shared/format', () => {
  it('reads as formatAmountPlaces with 6 places for every amount', () => {
    const samples = [0n, 1n, 999_999_999_999n, 10n ** 12n, 571346704871999999999999n, 123n * 10n ** 30n, 5n * 10n ** 17n];
    for (const raw of samples) {
      for (const decimals of [0, 6, 9, 18]) expect(formatSwapAmount(raw, decimals)).toBe(formatAmountPlaces(raw, decimals, 6));
    }
  });
});
