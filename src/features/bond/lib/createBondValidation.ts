import { HTTPS_URL_RULE_TEXT, isOptionalHttpsUrl, isTokenAddress, MAX_DESCRIPTION_LENGTH, type LogoRule } from '../../../shared/listing/formRules';

export { isOptionalHttpsUrl, isTokenAddress, MAX_DESCRIPTION_LENGTH, validateLogoFile } from '../../../shared/listing/formRules';

/**
 * Rules of the create-bond form (SPEC sections 3, 5 and 8). Pure functions over the form's
 * text fields; amounts are scaled by the token's own decimals read on chain (DESIGN.md
 * section 5), never through floating point.
 */

export const CREATE_BOND_TEXTS = {
  notConnected: 'Please connect your wallet',
  invalidToken: 'Please enter a valid token contract address',
  requiredFields: 'Please fill in all required fields (Token, Max Tokens, Description)',
  invalidImage: 'Please upload a valid image file (PNG, JPG, SVG)',
  imageTooLarge: 'File size must be less than 5MB',
  descriptionTooLong: 'Description must be at most 150 characters',
  vestingTooShort: 'Vesting duration must be at least 1 day',
  vestingTooLong: 'Vesting duration must be at most 3650 days',
  vestingNotWhole: 'Vesting duration must be a whole number of days',
  discountRange: 'Discount must be a percent from 0 to 100 with at most 2 decimals',
  maxTokensInvalid: 'Max tokens must be a number greater than 0',
  invalidUrl: HTTPS_URL_RULE_TEXT,
  minPriceRequired: 'Enter the minimum price per token',
  minPriceInvalid: 'Minimum price must be a number greater than 0, with at most 18 decimals',
  maxPerBuyerInvalid: 'Max per buyer must be empty or a number greater than 0',
  maxPerBuyerTooLarge: 'Max per buyer cannot be more than max tokens',
  hourlyBudgetInvalid: 'Hourly budget must be empty (the default) or a number greater than 0',
  hourlyBudgetTooLarge: 'Hourly budget cannot be more than max tokens',
} as const;

/** BondFactory.DEFAULT_HOURLY_BUDGET_BPS: the hourly budget proposed is a tenth of the hard cap. */
export const DEFAULT_HOURLY_BUDGET_BPS = 1_000n;

/** BondFactory.MAX_QUOTE_SHARE_BPS: one purchase (one signed quote) buys at most a tenth of the hard cap. */
export const MAX_QUOTE_SHARE_BPS = 1_000n;

/** BNB, USDT and USD1 on BNB Smart Chain all have 18 decimals: the minimum price is in their base units. */
export const PAYMENT_DECIMALS = 18;

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const MAX_DISCOUNT_BPS = 10_000;
export const MIN_VESTING_DAYS = 1;
/** BondFactory.MAX_VESTING_DURATION (10 × 365 days): the contract refuses longer. */
export const MAX_VESTING_DAYS = 3650;
export const SECONDS_PER_DAY = 86_400;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
/** The logo file input's `accept` and the hint under it (create form and 'Add metadata'). */
export const LOGO_ACCEPT = LOGO_MIME_TYPES.join(',');
export const LOGO_HINT = 'PNG, JPG or SVG, less than 5MB.';

export interface CreateBondFields {
  token: string;
  /** '0' BNB, '1' USDT, '2' USD1 */
  currency: string;
  /** whole days */
  vestingDuration: string;
  maxTokens: string;
  /** basis points */
  discount: string;
  /** lowest price per whole token, in the payment currency (the contract refuses quotes below it) */
  minPrice: string;
  /** most tokens one buyer may buy; empty = no cap */
  maxPerBuyer: string;
  /** most tokens quotes may buy in any 60 minutes; empty = the factory's default */
  hourlyBudget: string;
  description: string;
  websiteUrl: string;
  twitterUrl: string;
  telegramUrl: string;
}

export type CreateBondField = keyof CreateBondFields | 'logo' | 'wallet';

export interface CreateBondError {
  field: CreateBondField;
  message: string;
}

/** The form's defaults (SPEC section 3): currency 0, vesting 90 days, discount 0. */
export const DEFAULT_CREATE_BOND_FIELDS: CreateBondFields = {
  token: '',
  currency: '0',
  vestingDuration: '90',
  maxTokens: '',
  discount: '0',
  minPrice: '',
  maxPerBuyer: '',
  hourlyBudget: '',
  description: '',
  websiteUrl: '',
  twitterUrl: '',
  telegramUrl: '',
};

const WHOLE = /^\d+$/;
const DECIMAL = /^(\d+)(?:[.,](\d*))?$|^[.,](\d+)$/;

/** The bond logo rule: PNG, JPG or SVG, under 5MB. */
export const BOND_LOGO_RULE: LogoRule = {
  acceptsType: (type) => (LOGO_MIME_TYPES as readonly string[]).includes(type),
  maxBytes: MAX_LOGO_BYTES,
  wrongTypeText: CREATE_BOND_TEXTS.invalidImage,
  tooLargeText: CREATE_BOND_TEXTS.imageTooLarge,
};

/**
 * Max tokens typed in whole tokens → raw units of a token with `decimals`. Null when it is not a
 * positive amount or has more fractional digits than the token can hold (never truncated
 * silently: the owner would lock a different amount than typed).
 */
export function scaleTokenAmount(text: string, decimals: number): bigint | null {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) return null;
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? match[3] ?? '';
  if (fraction.length > decimals) return null;
  const raw = BigInt(whole) * 10n ** BigInt(decimals) + (fraction === '' ? 0n : BigInt(fraction.padEnd(decimals, '0')));
  return raw > 0n ? raw : null;
}

/** Whole days → seconds for createSale; null unless 1 ≤ days ≤ 3650. */
export function vestingDaysToSeconds(text: string): bigint | null {
  const value = text.trim();
  if (!WHOLE.test(value)) return null;
  const days = BigInt(value);
  if (days < BigInt(MIN_VESTING_DAYS) || days > BigInt(MAX_VESTING_DAYS)) return null;
  return days * BigInt(SECONDS_PER_DAY);
}

const PERCENT = /^(\d+)(?:\.(\d{0,2}))?$/;

/**
 * Discount typed as a percent → basis points, by string arithmetic so '12.5' is exactly 1250
 * (a float would risk 1249). Null unless 0–100 with at most 2 decimals.
 */
export function parseDiscountBps(text: string): bigint | null {
  const match = PERCENT.exec(text.trim().replace(',', '.'));
  if (!match) return null;
  const bps = BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return bps <= BigInt(MAX_DISCOUNT_BPS) ? bps : null;
}

/** Minimum price text (payment currency per whole token) → base units; null unless a positive amount. */
export function parseMinPrice(text: string): bigint | null {
  return scaleTokenAmount(text, PAYMENT_DECIMALS);
}

/** Max-per-buyer text (whole tokens) → raw units; 0n when empty (no cap), null when not a positive amount. */
export function parseMaxPerBuyer(text: string, decimals: number): bigint | null {
  return text.trim() === '' ? 0n : scaleTokenAmount(text, decimals);
}

/** BondFactory.defaultHourlyBudget: {@link DEFAULT_HOURLY_BUDGET_BPS} of the hard cap, rounded up. */
export function defaultHourlyBudget(maxTokens: bigint): bigint {
  return shareOfCapRoundedUp(maxTokens, DEFAULT_HOURLY_BUDGET_BPS);
}

/** `bps` of the hard cap rounded up, as the factory derives a sale's caps from it. */
function shareOfCapRoundedUp(maxTokens: bigint, bps: bigint): bigint {
  return (maxTokens * bps + 9_999n) / 10_000n;
}

/** The sale's `maxPerQuote` as createSale sets it: {@link MAX_QUOTE_SHARE_BPS} of the hard cap, rounded up. */
export function maxPerPurchase(maxTokens: bigint): bigint {
  return shareOfCapRoundedUp(maxTokens, MAX_QUOTE_SHARE_BPS);
}

/** Hourly budget text (whole tokens) → raw units; empty = the default for `maxTokens` (null while that is unknown). */
export function parseHourlyBudget(text: string, decimals: number, maxTokens: bigint | null): bigint | null {
  if (text.trim() === '') return maxTokens === null ? null : defaultHourlyBudget(maxTokens);
  return scaleTokenAmount(text, decimals);
}

function hourlyBudgetError(fields: CreateBondFields, decimals: number): string | null {
  if (fields.hourlyBudget.trim() === '') return null;
  const budget = scaleTokenAmount(fields.hourlyBudget, decimals);
  if (budget === null) return CREATE_BOND_TEXTS.hourlyBudgetInvalid;
  const maxTokens = scaleTokenAmount(fields.maxTokens, decimals);
  return maxTokens !== null && budget > maxTokens ? CREATE_BOND_TEXTS.hourlyBudgetTooLarge : null;
}

function minPriceError(text: string): string | null {
  if (text.trim() === '') return CREATE_BOND_TEXTS.minPriceRequired;
  return parseMinPrice(text) === null ? CREATE_BOND_TEXTS.minPriceInvalid : null;
}

function maxPerBuyerError(fields: CreateBondFields, decimals: number): string | null {
  const cap = parseMaxPerBuyer(fields.maxPerBuyer, decimals);
  if (cap === null) return CREATE_BOND_TEXTS.maxPerBuyerInvalid;
  const maxTokens = scaleTokenAmount(fields.maxTokens, decimals);
  return maxTokens !== null && cap > maxTokens ? CREATE_BOND_TEXTS.maxPerBuyerTooLarge : null;
}

function vestingError(text: string): string | null {
  const value = text.trim();
  if (/^\d+[.,]\d+$/.test(value)) {
    return Number(value.replace(',', '.')) < MIN_VESTING_DAYS ? CREATE_BOND_TEXTS.vestingTooShort : CREATE_BOND_TEXTS.vestingNotWhole;
  }
  if (!WHOLE.test(value) || BigInt(value) < BigInt(MIN_VESTING_DAYS)) return CREATE_BOND_TEXTS.vestingTooShort;
  if (BigInt(value) > BigInt(MAX_VESTING_DAYS)) return CREATE_BOND_TEXTS.vestingTooLong;
  return null;
}

export interface CreateBondContext {
  connected: boolean;
  /** the token's decimals once read on chain; 18 is assumed until then (SPEC section 9) */
  tokenDecimals?: number | null;
}

/**
 * Every problem of the form, most important first, so the first one is the toast when the
 * owner presses Create anyway. Empty list = the form can be submitted.
 */
export function validateCreateBond(fields: CreateBondFields, context: CreateBondContext): CreateBondError[] {
  const errors: CreateBondError[] = [];
  if (!context.connected) errors.push({ field: 'wallet', message: CREATE_BOND_TEXTS.notConnected });

  const missing = (['token', 'maxTokens', 'description'] as const).filter((f) => fields[f].trim() === '');
  for (const field of missing) errors.push({ field, message: CREATE_BOND_TEXTS.requiredFields });

  if (fields.token.trim() !== '' && !isTokenAddress(fields.token)) {
    errors.push({ field: 'token', message: CREATE_BOND_TEXTS.invalidToken });
  }
  if (fields.maxTokens.trim() !== '' && scaleTokenAmount(fields.maxTokens, context.tokenDecimals ?? 18) === null) {
    errors.push({ field: 'maxTokens', message: CREATE_BOND_TEXTS.maxTokensInvalid });
  }
  if (fields.description.trim().length > MAX_DESCRIPTION_LENGTH) {
    errors.push({ field: 'description', message: CREATE_BOND_TEXTS.descriptionTooLong });
  }
  const vesting = vestingError(fields.vestingDuration);
  if (vesting) errors.push({ field: 'vestingDuration', message: vesting });
  if (parseDiscountBps(fields.discount) === null) errors.push({ field: 'discount', message: CREATE_BOND_TEXTS.discountRange });
  const minPrice = minPriceError(fields.minPrice);
  if (minPrice) errors.push({ field: 'minPrice', message: minPrice });
  const maxPerBuyer = maxPerBuyerError(fields, context.tokenDecimals ?? 18);
  if (maxPerBuyer) errors.push({ field: 'maxPerBuyer', message: maxPerBuyer });
  const hourlyBudget = hourlyBudgetError(fields, context.tokenDecimals ?? 18);
  if (hourlyBudget) errors.push({ field: 'hourlyBudget', message: hourlyBudget });
  if (!['0', '1', '2'].includes(fields.currency)) errors.push({ field: 'currency', message: 'Select a payment currency' });
  for (const field of ['websiteUrl', 'twitterUrl', 'telegramUrl'] as const) {
    if (!isOptionalHttpsUrl(fields[field])) errors.push({ field, message: CREATE_BOND_TEXTS.invalidUrl });
  }
  return errors;
}

/** The required fields in the order the form shows them, with what the owner is asked to do. */
const REQUIRED_FIELD_PROMPTS = [
  { field: 'token', prompt: 'Enter the token address' },
  { field: 'maxTokens', prompt: 'Enter the max tokens to sell' },
  { field: 'description', prompt: 'Enter a description' },
] as const;

/** What the disabled 'Create Bond' waits for: the first required field still empty, in the form's order; null when all are given. */
export function firstMissingFieldPrompt(fields: CreateBondFields): string | null {
  return REQUIRED_FIELD_PROMPTS.find(({ field }) => fields[field].trim() === '')?.prompt ?? null;
}

/** True when token, max tokens and description are all given (the SPEC's "check" step ends). */
export function requiredFieldsFilled(fields: CreateBondFields): boolean {
  return fields.token.trim() !== '' && fields.maxTokens.trim() !== '' && fields.description.trim() !== '';
}
