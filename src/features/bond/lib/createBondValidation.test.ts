import fc from 'fast-check';
import {
  CREATE_BOND_TEXTS,
  DEFAULT_CREATE_BOND_FIELDS,
  defaultHourlyBudget,
  firstMissingFieldPrompt,
  maxPerPurchase,
  isOptionalHttpsUrl,
  isTokenAddress,
  parseDiscountBps,
  parseHourlyBudget,
  parseMaxPerBuyer,
  parseMinPrice,
  requiredFieldsFilled,
  scaleTokenAmount,
  validateCreateBond,
  validateLogoFile,
  BOND_LOGO_RULE,
  vestingDaysToSeconds,
  type CreateBondFields,
} from './createBondValidation';

const TOKEN = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';
const valid: CreateBondFields = {
  ...DEFAULT_CREATE_BOND_FIELDS,
  token: TOKEN,
  maxTokens: '1000',
  minPrice: '0.0005',
  description: 'A bond for SALLY holders',
};
const messages = (fields: Partial<CreateBondFields>, connected = true, tokenDecimals?: number) =>
  validateCreateBond({ ...valid, ...fields }, { connected, tokenDecimals }).map((e) => e.message);

describe('create-bond defaults', () => {
  it('start with currency 0 (BNB), 90 days of vesting and no discount', () => {
    expect(DEFAULT_CREATE_BOND_FIELDS).toMatchObject({ currency: '0', vestingDuration: '90', discount: '0', token: '', maxTokens: '' });
  });
});

describe('validateCreateBond', () => {
  it('accepts a complete form', () => {
    expect(messages({})).toEqual([]);
  });

  it('needs a connected wallet', () => {
    expect(messages({}, false)).toEqual(['Please connect your wallet']);
  });

  it.each(['token', 'maxTokens', 'description'] as const)('requires %s', (field) => {
    expect(messages({ [field]: '  ' })).toContain('Please fill in all required fields (Token, Max Tokens, Description)');
  });

  it('does not require the links', () => {
    expect(messages({ websiteUrl: '', twitterUrl: '', telegramUrl: '' })).toEqual([]);
  });

  it('requires a 42-character 0x token address', () => {
    expect(messages({ token: TOKEN.slice(0, 41) })).toEqual(['Please enter a valid token contract address']);
    expect(messages({ token: `1x${TOKEN.slice(2)}` })).toEqual(['Please enter a valid token contract address']);
    expect(messages({ token: `${TOKEN}0` })).toEqual(['Please enter a valid token contract address']);
    expect(messages({ token: `0x${'g'.repeat(40)}` })).toEqual(['Please enter a valid token contract address']);
    expect(messages({ token: TOKEN.toLowerCase() })).toEqual([]);
  });

  it('limits the description to 150 characters', () => {
    expect(messages({ description: 'x'.repeat(150) })).toEqual([]);
    expect(messages({ description: 'x'.repeat(151) })).toEqual([CREATE_BOND_TEXTS.descriptionTooLong]);
  });

  it('needs at least 1 day of vesting, in whole days, at most the contract limit', () => {
    expect(messages({ vestingDuration: '1' })).toEqual([]);
    expect(messages({ vestingDuration: '0' })).toEqual([CREATE_BOND_TEXTS.vestingTooShort]);
    expect(messages({ vestingDuration: '' })).toEqual([CREATE_BOND_TEXTS.vestingTooShort]);
    expect(messages({ vestingDuration: '0.5' })).toEqual([CREATE_BOND_TEXTS.vestingTooShort]);
    expect(messages({ vestingDuration: '1.5' })).toEqual([CREATE_BOND_TEXTS.vestingNotWhole]);
    expect(messages({ vestingDuration: '-3' })).toEqual([CREATE_BOND_TEXTS.vestingTooShort]);
    expect(messages({ vestingDuration: '3650' })).toEqual([]);
    expect(messages({ vestingDuration: '3651' })).toEqual([CREATE_BOND_TEXTS.vestingTooLong]);
  });

  it('takes a discount of 0 to 100 percent with at most 2 decimals', () => {
    expect(messages({ discount: '0' })).toEqual([]);
    expect(messages({ discount: '5' })).toEqual([]);
    expect(messages({ discount: '2.5' })).toEqual([]);
    expect(messages({ discount: '100' })).toEqual([]);
    expect(messages({ discount: '100.01' })).toEqual([CREATE_BOND_TEXTS.discountRange]);
    expect(messages({ discount: '-1' })).toEqual([CREATE_BOND_TEXTS.discountRange]);
    expect(messages({ discount: '2.555' })).toEqual([CREATE_BOND_TEXTS.discountRange]);
    expect(messages({ discount: '' })).toEqual([CREATE_BOND_TEXTS.discountRange]);
  });

  it('needs a positive max tokens amount that fits the token decimals', () => {
    expect(messages({ maxTokens: '0' })).toEqual([CREATE_BOND_TEXTS.maxTokensInvalid]);
    expect(messages({ maxTokens: 'abc' })).toEqual([CREATE_BOND_TEXTS.maxTokensInvalid]);
    expect(messages({ maxTokens: '1.123' }, true, 2)).toEqual([CREATE_BOND_TEXTS.maxTokensInvalid]);
    expect(messages({ maxTokens: '1.12' }, true, 2)).toEqual([]);
  });

  it('accepts only https links', () => {
    expect(messages({ websiteUrl: 'https://sally.example' })).toEqual([]);
    expect(messages({ twitterUrl: 'http://x.com/sally' })).toEqual([CREATE_BOND_TEXTS.invalidUrl]);
    expect(messages({ telegramUrl: 'javascript:alert(1)' })).toEqual([CREATE_BOND_TEXTS.invalidUrl]);
    expect(isOptionalHttpsUrl('t.me/sally')).toBe(false);
  });

  it('lists the wallet first, then the required fields', () => {
    expect(validateCreateBond({ ...DEFAULT_CREATE_BOND_FIELDS }, { connected: false })[0].message).toBe('Please connect your wallet');
    expect(validateCreateBond({ ...DEFAULT_CREATE_BOND_FIELDS }, { connected: true })[0].message).toBe(
      'Please fill in all required fields (Token, Max Tokens, Description)',
    );
    expect(requiredFieldsFilled(valid)).toBe(true);
    expect(requiredFieldsFilled({ ...valid, description: '' })).toBe(false);
  });
});

describe('validateLogoFile', () => {
  it('accepts PNG, JPG and SVG under 5MB', () => {
    expect(validateLogoFile({ type: 'image/png', size: 1000 }, BOND_LOGO_RULE)).toBeNull();
    expect(validateLogoFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 }, BOND_LOGO_RULE)).toBeNull();
    expect(validateLogoFile({ type: 'image/svg+xml', size: 10 }, BOND_LOGO_RULE)).toBeNull();
  });
  it('refuses other types', () => {
    expect(validateLogoFile({ type: 'image/gif', size: 10 }, BOND_LOGO_RULE)).toBe('Please upload a valid image file (PNG, JPG, SVG)');
    expect(validateLogoFile({ type: 'application/pdf', size: 10 }, BOND_LOGO_RULE)).toBe('Please upload a valid image file (PNG, JPG, SVG)');
    expect(validateLogoFile({ type: '', size: 10 }, BOND_LOGO_RULE)).toBe('Please upload a valid image file (PNG, JPG, SVG)');
  });
  it('refuses 5MB and more', () => {
    expect(validateLogoFile({ type: 'image/png', size: 5 * 1024 * 1024 }, BOND_LOGO_RULE)).toBe('File size must be less than 5MB');
  });
});

describe('scaling by the token decimals', () => {
  it('scales whole and fractional amounts exactly', () => {
    expect(scaleTokenAmount('1000', 18)).toBe(1000n * 10n ** 18n);
    expect(scaleTokenAmount('1.5', 6)).toBe(1_500_000n);
    expect(scaleTokenAmount('1,5', 6)).toBe(1_500_000n);
    expect(scaleTokenAmount('.25', 2)).toBe(25n);
    expect(scaleTokenAmount('7', 0)).toBe(7n);
  });
  it('refuses zero, too many decimals and non-numbers', () => {
    expect(scaleTokenAmount('0', 18)).toBeNull();
    expect(scaleTokenAmount('0.0', 18)).toBeNull();
    expect(scaleTokenAmount('1.5', 0)).toBeNull();
    expect(scaleTokenAmount('1e18', 18)).toBeNull();
    expect(scaleTokenAmount('', 18)).toBeNull();
  });
  it('round-trips any whole/fraction pair without floating point', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 36 }), fc.bigInt({ min: 0n, max: 10n ** 36n }), (whole, decimals, fracRaw) => {
        const frac = decimals === 0 ? 0n : fracRaw % 10n ** BigInt(decimals);
        const text = decimals === 0 ? whole.toString() : `${whole}.${frac.toString().padStart(decimals, '0')}`;
        const expected = whole * 10n ** BigInt(decimals) + frac;
        expect(scaleTokenAmount(text, decimals)).toBe(expected > 0n ? expected : null);
      }),
    );
  });
});

describe('units of createSale', () => {
  it('turns days into seconds', () => {
    expect(vestingDaysToSeconds('90')).toBe(90n * 86_400n);
    expect(vestingDaysToSeconds('1')).toBe(86_400n);
    expect(vestingDaysToSeconds('0')).toBeNull();
    expect(vestingDaysToSeconds('1.5')).toBeNull();
  });
  it('converts the percent to basis points exactly, without floating point', () => {
    expect(parseDiscountBps('12.5')).toBe(1250n);
    expect(parseDiscountBps('5')).toBe(500n);
    expect(parseDiscountBps('0.01')).toBe(1n);
    expect(parseDiscountBps('4.35')).toBe(435n); // 4.35 * 100 is 434.99999999999994 in floats
    expect(parseDiscountBps('99.99')).toBe(9999n);
    expect(parseDiscountBps('100')).toBe(10000n);
    expect(parseDiscountBps('7.')).toBe(700n);
    expect(parseDiscountBps('2,5')).toBe(250n);
    expect(parseDiscountBps('100.01')).toBeNull();
    expect(parseDiscountBps('0.001')).toBeNull();
    expect(parseDiscountBps('.5')).toBeNull();
    expect(parseDiscountBps('1e2')).toBeNull();
  });
  it('recognises token addresses', () => {
    expect(isTokenAddress(` ${TOKEN} `)).toBe(true);
    expect(isTokenAddress('0x123')).toBe(false);
  });
});

describe('minimum price and max per buyer', () => {
  it('requires a positive minimum price in the payment currency, up to 18 decimals', () => {
    expect(messages({ minPrice: '' })).toEqual([CREATE_BOND_TEXTS.minPriceRequired]);
    expect(messages({ minPrice: '0' })).toEqual([CREATE_BOND_TEXTS.minPriceInvalid]);
    expect(messages({ minPrice: 'abc' })).toEqual([CREATE_BOND_TEXTS.minPriceInvalid]);
    expect(messages({ minPrice: `0.${'0'.repeat(18)}1` })).toEqual([CREATE_BOND_TEXTS.minPriceInvalid]);
    expect(messages({ minPrice: '0.000000000000000001' })).toEqual([]);
  });

  it('converts the minimum price to base units with bigint arithmetic', () => {
    expect(parseMinPrice('0.0005')).toBe(500_000_000_000_000n);
    expect(parseMinPrice('1,5')).toBe(1_500_000_000_000_000_000n);
    expect(parseMinPrice('123456789.123456789123456789')).toBe(123_456_789_123_456_789_123_456_789n);
    expect(parseMinPrice('-1')).toBeNull();
  });

  it('takes an optional max per buyer: empty is no cap, else positive and at most max tokens', () => {
    expect(parseMaxPerBuyer('', 18)).toBe(0n);
    expect(parseMaxPerBuyer('2.5', 6)).toBe(2_500_000n);
    expect(parseMaxPerBuyer('0', 18)).toBeNull();
    expect(messages({ maxPerBuyer: '' })).toEqual([]);
    expect(messages({ maxPerBuyer: '1000' })).toEqual([]);
    expect(messages({ maxPerBuyer: '1000.000001', maxTokens: '1000' })).toEqual([CREATE_BOND_TEXTS.maxPerBuyerTooLarge]);
    expect(messages({ maxPerBuyer: '0' })).toEqual([CREATE_BOND_TEXTS.maxPerBuyerInvalid]);
    expect(messages({ maxPerBuyer: '0.5' }, true, 0)).toEqual([CREATE_BOND_TEXTS.maxPerBuyerInvalid]);
  });
});

describe('hourly budget', () => {
  it('proposes the factory default: a tenth of max tokens, rounded up as BondFactory.defaultHourlyBudget', () => {
    expect(defaultHourlyBudget(1000n * 10n ** 18n)).toBe(100n * 10n ** 18n);
    expect(defaultHourlyBudget(11n)).toBe(2n);
    expect(defaultHourlyBudget(1n)).toBe(1n);
    expect(parseHourlyBudget('', 18, 1000n)).toBe(100n);
    expect(parseHourlyBudget('', 18, null)).toBeNull();
    expect(parseHourlyBudget('2.5', 6, 1000n)).toBe(2_500_000n);
  });

  it('takes an optional budget: empty is the default, else positive and at most max tokens', () => {
    expect(messages({ hourlyBudget: '' })).toEqual([]);
    expect(messages({ hourlyBudget: '1000' })).toEqual([]);
    expect(messages({ hourlyBudget: '1000.000001', maxTokens: '1000' })).toEqual([CREATE_BOND_TEXTS.hourlyBudgetTooLarge]);
    expect(messages({ hourlyBudget: '0' })).toEqual([CREATE_BOND_TEXTS.hourlyBudgetInvalid]);
    expect(messages({ hourlyBudget: 'lots' })).toEqual([CREATE_BOND_TEXTS.hourlyBudgetInvalid]);
  });
});

describe('max per purchase', () => {
  it('is a tenth of max tokens, rounded up as createSale sets maxPerQuote', () => {
    expect(maxPerPurchase(10_000n * 10n ** 18n)).toBe(1_000n * 10n ** 18n);
    expect(maxPerPurchase(11n)).toBe(2n);
    expect(maxPerPurchase(1n)).toBe(1n);
  });
});

describe("why 'Create Bond' is disabled", () => {
  it('names the first required field still empty, in the order of the form', () => {
    expect(firstMissingFieldPrompt(DEFAULT_CREATE_BOND_FIELDS)).toBe('Enter the token address');
    expect(firstMissingFieldPrompt({ ...DEFAULT_CREATE_BOND_FIELDS, token: TOKEN })).toBe('Enter the max tokens to sell');
    expect(firstMissingFieldPrompt({ ...DEFAULT_CREATE_BOND_FIELDS, token: TOKEN, maxTokens: ' 5 ' })).toBe('Enter a description');
    expect(firstMissingFieldPrompt({ ...valid, description: '   ' })).toBe('Enter a description');
    expect(firstMissingFieldPrompt(valid)).toBeNull();
  });
});
