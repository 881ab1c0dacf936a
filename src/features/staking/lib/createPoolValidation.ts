/**
 * Create-pool validation (SPEC section 5). Pure: the form's text values plus what the
 * page knows about the wallet and the allowance; returns every failure, in the order a
 * user should fix them, so the page can toast the first and mark each field.
 */
import { HTTPS_URL_RULE_TEXT, isOptionalHttpsUrl, isTokenAddress, MAX_DESCRIPTION_LENGTH, type LogoRule } from '../../../shared/listing/formRules';
import { sameAddress } from '../../../shared/lib/sameAddress';
import { WRONG_CHAIN_MESSAGE } from '../../../shared/wallet/networkTexts';
import { aprPercentToBps } from './apr';

export { isOptionalHttpsUrl, isTokenAddress, MAX_DESCRIPTION_LENGTH, validateLogoFile } from '../../../shared/listing/formRules';
export const MAX_POOL_LOGO_BYTES = 2 * 1024 * 1024;
/** Any image is accepted: it is resized to a 64×64 PNG before the post. */
export const LOGO_ACCEPT = 'image/*';
export const LOGO_HINT = 'Image under 2MB, stored as a 64×64 PNG.';
/** The end date input's minimum is one minute ahead (SPEC section 9). */
export const MIN_END_DATE_LEAD_MS = 60_000;

export const CREATE_POOL_TEXTS = {
  connect: 'Please connect your wallet',
  chain: WRONG_CHAIN_MESSAGE,
  approve: 'Please approve reward token first',
  logo: 'Please upload a logo',
  endDateMissing: 'Please select an end date',
  endDatePast: 'End date must be in the future',
  notImage: 'Please select an image file',
  tooLarge: 'Image size must be less than 2MB',
  resizeFailed: 'Failed to resize image. Using original preview.',
  tokenAddress: 'Please enter a valid token contract address',
  apr: 'Please enter a valid APR',
  initialReward: 'Please enter a valid initial reward',
  descriptionMissing: 'Please enter a description',
  descriptionTooLong: `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
  url: HTTPS_URL_RULE_TEXT,
  aprTooHigh: 'APR must be at most 10000%',
  endDateTooFar: 'End date must be within 10 years',
} as const;

/** The contracts' limits: StakingPool.MAX_APR_BPS and StakingFactory.MAX_POOL_DURATION. */
export const MAX_APR_BPS = 1_000_000n;
export const MAX_POOL_DURATION_SECONDS = 10 * 365 * 24 * 60 * 60;

export type CreatePoolField =
  | 'wallet'
  | 'stakingToken'
  | 'rewardToken'
  | 'aprPercentage'
  | 'endDate'
  | 'initialRewardAmount'
  | 'description'
  | 'website'
  | 'twitter'
  | 'telegram'
  | 'discord'
  | 'logo'
  | 'approval';

export interface CreatePoolError {
  field: CreatePoolField;
  message: string;
}

/** The create-pool form's text fields, as the slice keeps them. */
export interface CreatePoolFields {
  stakingToken: string;
  aprPercentage: string;
  /** `datetime-local` value, local time: 'YYYY-MM-DDTHH:mm' */
  endDate: string;
  initialRewardAmount: string;
  description: string;
  website: string;
  twitter: string;
  telegram: string;
  discord: string;
}

/** What the rules read: the text fields, the reward token (the staking token) and whether a logo was picked. */
export interface CreatePoolFormValues extends CreatePoolFields {
  rewardToken: string;
  hasLogo: boolean;
}

export interface CreatePoolContext {
  connected: boolean;
  onTargetChain: boolean;
  /** the reward token's allowance to the staking factory covers the initial reward */
  rewardApproved: boolean;
  nowMs: number;
}

const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

/** A non-negative decimal number typed by a user ('1', '0.5', '.5', '2.'). */
export function isNonNegativeDecimal(value: string): boolean {
  return DECIMAL.test(value.trim());
}

/** Milliseconds of a `datetime-local` value (local time), or null when it is not one. */
export function parseEndDate(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

function pad(n: number): string {
  return n.toString().padStart(2, '0');
}

/** The `min` of the end date input: one minute ahead, rounded up to a whole minute, local time. */
export function minEndDateInput(nowMs: number): string {
  const ms = Math.ceil((nowMs + MIN_END_DATE_LEAD_MS) / 60_000) * 60_000;
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Seconds from now to the end date, the `durationSeconds` createPool takes; null when not ahead. */
export function poolDurationSeconds(endDate: string, nowMs: number): number | null {
  const endMs = parseEndDate(endDate);
  if (endMs === null || endMs <= nowMs) return null;
  return Math.floor((endMs - nowMs) / 1000);
}

/** The pool logo rule: any image under 2MB (it is resized before the post). */
export const POOL_LOGO_RULE: LogoRule = {
  acceptsType: (type) => type.startsWith('image/'),
  maxBytes: MAX_POOL_LOGO_BYTES,
  wrongTypeText: CREATE_POOL_TEXTS.notImage,
  tooLargeText: CREATE_POOL_TEXTS.tooLarge,
};

export function validateCreatePool(
  form: CreatePoolFormValues,
  ctx: CreatePoolContext,
): CreatePoolError[] {
  const errors: CreatePoolError[] = [];
  const add = (field: CreatePoolField, message: string) => errors.push({ field, message });

  if (!ctx.connected) add('wallet', CREATE_POOL_TEXTS.connect);
  else if (!ctx.onTargetChain) add('wallet', CREATE_POOL_TEXTS.chain);

  if (!isTokenAddress(form.stakingToken)) add('stakingToken', CREATE_POOL_TEXTS.tokenAddress);
  if (!isTokenAddress(form.rewardToken) || !sameAddress(form.rewardToken, form.stakingToken)) {
    add('rewardToken', CREATE_POOL_TEXTS.tokenAddress);
  }
  if (!isNonNegativeDecimal(form.aprPercentage)) add('aprPercentage', CREATE_POOL_TEXTS.apr);
  else if ((aprPercentToBps(form.aprPercentage) ?? 0n) > MAX_APR_BPS) add('aprPercentage', CREATE_POOL_TEXTS.aprTooHigh);

  if (form.endDate.trim() === '') add('endDate', CREATE_POOL_TEXTS.endDateMissing);
  else {
    const duration = poolDurationSeconds(form.endDate, ctx.nowMs);
    if (duration === null) add('endDate', CREATE_POOL_TEXTS.endDatePast);
    else if (duration > MAX_POOL_DURATION_SECONDS) add('endDate', CREATE_POOL_TEXTS.endDateTooFar);
  }

  if (!isNonNegativeDecimal(form.initialRewardAmount)) add('initialRewardAmount', CREATE_POOL_TEXTS.initialReward);

  const description = form.description.trim();
  if (description === '') add('description', CREATE_POOL_TEXTS.descriptionMissing);
  else if (description.length > MAX_DESCRIPTION_LENGTH) add('description', CREATE_POOL_TEXTS.descriptionTooLong);

  for (const field of ['website', 'twitter', 'telegram', 'discord'] as const) {
    if (!isOptionalHttpsUrl(form[field])) add(field, CREATE_POOL_TEXTS.url);
  }

  if (!form.hasLogo) add('logo', CREATE_POOL_TEXTS.logo);

  // Only meaningful once everything else is right: the approve button comes first.
  if (errors.length === 0 && !ctx.rewardApproved) add('approval', CREATE_POOL_TEXTS.approve);
  return errors;
}
