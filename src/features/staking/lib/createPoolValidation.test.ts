import { config } from '../../../config';
import {
  CREATE_POOL_TEXTS,
  type CreatePoolContext,
  type CreatePoolFormValues,
  isOptionalHttpsUrl,
  minEndDateInput,
  parseEndDate,
  poolDurationSeconds,
  validateCreatePool,
  validateLogoFile,
  POOL_LOGO_RULE,
} from './createPoolValidation';

const TOKEN = '0x' + 'ab'.repeat(20);
const now = new Date(2026, 0, 10, 12, 0, 0).getTime();

const valid: CreatePoolFormValues = {
  stakingToken: TOKEN,
  rewardToken: TOKEN,
  aprPercentage: '12.5',
  endDate: '2026-02-10T12:00',
  initialRewardAmount: '1000',
  description: 'Stake SALLY, earn SALLY',
  website: 'https://sally.example',
  twitter: '',
  telegram: '',
  discord: '',
  hasLogo: true,
};
const ctx: CreatePoolContext = { connected: true, onTargetChain: true, rewardApproved: true, nowMs: now };

const messages = (form: Partial<CreatePoolFormValues>, c: Partial<CreatePoolContext> = {}) =>
  validateCreatePool({ ...valid, ...form }, { ...ctx, ...c }).map((e) => e.message);

describe('validateCreatePool', () => {
  it('accepts a complete form', () => {
    expect(validateCreatePool(valid, ctx)).toEqual([]);
  });

  it('asks to connect the wallet first', () => {
    expect(messages({}, { connected: false })[0]).toBe('Please connect your wallet');
  });

  it('asks to switch chain when connected elsewhere', () => {
    expect(messages({}, { onTargetChain: false })).toEqual([`Please switch to ${config.chain.networkName}`]);
  });

  it('asks to approve the reward token when everything else is right', () => {
    expect(messages({}, { rewardApproved: false })).toEqual(['Please approve reward token first']);
    expect(messages({ hasLogo: false }, { rewardApproved: false })).toEqual(['Please upload a logo']);
  });

  it('requires a logo', () => {
    expect(messages({ hasLogo: false })).toEqual(['Please upload a logo']);
  });

  it('requires an end date in the future', () => {
    expect(messages({ endDate: '' })).toEqual(['Please select an end date']);
    expect(messages({ endDate: '2026-01-10T11:59' })).toEqual(['End date must be in the future']);
    expect(messages({ endDate: '2026-01-10T12:00' })).toEqual(['End date must be in the future']);
    expect(messages({ endDate: 'tomorrow' })).toEqual(['End date must be in the future']);
  });

  it('requires a description of at most 150 characters', () => {
    expect(messages({ description: '   ' })).toEqual([CREATE_POOL_TEXTS.descriptionMissing]);
    expect(messages({ description: 'x'.repeat(150) })).toEqual([]);
    expect(messages({ description: 'x'.repeat(151) })).toEqual([CREATE_POOL_TEXTS.descriptionTooLong]);
  });

  it('requires 42-character token addresses, the reward token equal to the staking token', () => {
    expect(messages({ stakingToken: '0x1234', rewardToken: '0x1234' })).toEqual([
      CREATE_POOL_TEXTS.tokenAddress,
      CREATE_POOL_TEXTS.tokenAddress,
    ]);
    expect(messages({ rewardToken: '0x' + 'cd'.repeat(20) })).toEqual([CREATE_POOL_TEXTS.tokenAddress]);
    expect(messages({ rewardToken: TOKEN.toUpperCase().replace('0X', '0x') })).toEqual([]);
  });

  it('requires a non-negative numeric APR and initial reward', () => {
    expect(messages({ aprPercentage: '-1' })).toEqual([CREATE_POOL_TEXTS.apr]);
    expect(messages({ aprPercentage: '' })).toEqual([CREATE_POOL_TEXTS.apr]);
    expect(messages({ aprPercentage: '0' })).toEqual([]);
    expect(messages({ initialRewardAmount: 'ten' })).toEqual([CREATE_POOL_TEXTS.initialReward]);
    expect(messages({ initialRewardAmount: '0.01' })).toEqual([]);
  });

  it('keeps APR and duration within the contracts\' limits', () => {
    expect(messages({ aprPercentage: '10000' })).toEqual([]);
    expect(messages({ aprPercentage: '10000.01' })).toEqual([CREATE_POOL_TEXTS.aprTooHigh]);
    expect(messages({ endDate: '2036-02-01T12:00' })).toEqual([CREATE_POOL_TEXTS.endDateTooFar]);
  });

  it('takes social links as optional https URLs', () => {
    expect(messages({ twitter: 'https://x.com/sally', telegram: 'https://t.me/sally', discord: '' })).toEqual([]);
    expect(messages({ discord: 'discord.gg/x' })).toEqual([CREATE_POOL_TEXTS.url]);
    expect(messages({ website: 'http://sally.example' })).toEqual([CREATE_POOL_TEXTS.url]);
  });

  it('marks each failing field', () => {
    const fields = validateCreatePool({ ...valid, stakingToken: '', endDate: '', description: '', hasLogo: false }, ctx).map(
      (e) => e.field,
    );
    expect(fields).toEqual(['stakingToken', 'rewardToken', 'endDate', 'description', 'logo']);
  });
});

describe('validateLogoFile', () => {
  it('requires an image under 2MB', () => {
    expect(validateLogoFile({ type: 'application/pdf', size: 10 }, POOL_LOGO_RULE)).toBe('Please select an image file');
    expect(validateLogoFile({ type: 'image/png', size: 2 * 1024 * 1024 }, POOL_LOGO_RULE)).toBe('Image size must be less than 2MB');
    expect(validateLogoFile({ type: 'image/png', size: 2 * 1024 * 1024 - 1 }, POOL_LOGO_RULE)).toBeNull();
    expect(validateLogoFile({ type: 'image/svg+xml', size: 300 }, POOL_LOGO_RULE)).toBeNull();
  });
});

describe('end date helpers', () => {
  it('sets the input minimum one minute ahead, rounded up to the minute', () => {
    expect(minEndDateInput(new Date(2026, 0, 10, 12, 0, 0).getTime())).toBe('2026-01-10T12:01');
    expect(minEndDateInput(new Date(2026, 0, 10, 12, 0, 30).getTime())).toBe('2026-01-10T12:02');
    expect(minEndDateInput(new Date(2026, 11, 31, 23, 59, 10).getTime())).toBe('2027-01-01T00:01');
  });

  it('turns the end date into the createPool duration in seconds', () => {
    expect(poolDurationSeconds('2026-01-11T12:00', now)).toBe(86_400);
    expect(poolDurationSeconds('2026-01-10T12:00', now)).toBeNull();
    expect(parseEndDate('2026-13-45T99:99')).toBeNull();
  });

  it('accepts only https URLs', () => {
    expect(isOptionalHttpsUrl('')).toBe(true);
    expect(isOptionalHttpsUrl('https://t.me/x')).toBe(true);
    expect(isOptionalHttpsUrl('javascript:alert(1)')).toBe(false);
  });
});
