import { stakeAmountError, stakeBlockedReason as blocked, stakeBoxState, unstakeError } from './stakeBox';

const E18 = 10n ** 18n;
const base = { amountText: '', decimals: 18, symbol: 'SALLY', balance: (100n * E18).toString(), allowance: '0' };

describe('stakeBoxState', () => {
  it('offers nothing without an amount', () => {
    const s = stakeBoxState(base);
    expect(s).toMatchObject({ amount: null, allowanceLabel: null, canApprove: false, canStake: false, balanceMessage: null });
  });

  it('asks for approval while the allowance is below the amount', () => {
    const s = stakeBoxState({ ...base, amountText: '10', allowance: (5n * E18).toString() });
    expect(s).toMatchObject({ amount: 10n * E18, allowanceLabel: 'Approval required', canApprove: true, canStake: false });
  });

  it('allows Stake once the allowance covers the amount', () => {
    const s = stakeBoxState({ ...base, amountText: '10', allowance: (10n * E18).toString() });
    expect(s).toMatchObject({ allowanceLabel: 'Sufficient allowance', canApprove: false, canStake: true });
  });

  it('blocks an amount above the balance with the symbol', () => {
    const s = stakeBoxState({ ...base, amountText: '100.000000000000000001', allowance: (1000n * E18).toString() });
    expect(s.balanceMessage).toBe('Insufficient SALLY balance');
    expect(s.canStake).toBe(false);
    expect(s.canApprove).toBe(false);
  });

  it('accepts exactly the balance', () => {
    const s = stakeBoxState({ ...base, amountText: '100', allowance: (100n * E18).toString() });
    expect(s.canStake).toBe(true);
  });

  it('treats zero as no amount', () => {
    const s = stakeBoxState({ ...base, amountText: '0', allowance: (100n * E18).toString() });
    expect(s.canStake).toBe(false);
    expect(s.allowanceLabel).toBeNull();
  });
});

describe('stake and unstake checks', () => {
  it('asks for an amount', () => {
    expect(stakeAmountError(null)).toBe('Please enter an amount');
    expect(stakeAmountError(0n)).toBe('Please enter an amount');
    expect(stakeAmountError(1n)).toBeNull();
  });
  it('refuses to unstake nothing', () => {
    expect(unstakeError(0n)).toBe('No staked amount to unstake');
    expect(unstakeError(1n)).toBeNull();
  });

  it('Stake says why it cannot be pressed: no amount, too much, or the approval first', () => {
    const box = (amountText: string, allowance: string | null = '0') =>
      stakeBoxState({ amountText, decimals: 18, symbol: 'SALLY', balance: (100n * 10n ** 18n).toString(), allowance });
    expect(blocked(box(''), 'SALLY')).toBe('Please enter an amount');
    expect(blocked(box('0'), 'SALLY')).toBe('Please enter an amount');
    expect(blocked(box('101'), 'SALLY')).toBe('Insufficient SALLY balance');
    expect(blocked(box('10'), 'SALLY')).toBe('Approve SALLY first');
    // the allowance is still being read: no reason yet
    expect(blocked(box('10', null), 'SALLY')).toBeNull();
    expect(blocked(box('10', (10n ** 19n).toString()), 'SALLY')).toBeNull();
  });
});
