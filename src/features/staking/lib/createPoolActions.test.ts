import { createPoolActions } from './createPoolActions';

const base = { symbol: 'SALLY', step: 'approve' as const, approving: false, creating: false };

describe('createPoolActions', () => {
  it("makes 'Approve' the primary action while approval is the next step, and disables 'Create Pool' saying why", () => {
    expect(createPoolActions(base)).toEqual({
      approve: { variant: 'contained', disabled: false, label: 'Approve SALLY' },
      create: { variant: 'outlined', disabled: true },
      createBlockedReason: 'Please approve reward token first',
    });
  });

  it("makes 'Create Pool' the primary action once the reward is approved", () => {
    expect(createPoolActions({ ...base, step: 'approved' })).toEqual({
      approve: { variant: 'outlined', disabled: true, label: 'Reward token approved' },
      create: { variant: 'contained', disabled: false },
      createBlockedReason: null,
    });
  });

  it('disables both while a transaction runs, the approve button saying so', () => {
    const approving = createPoolActions({ ...base, approving: true });
    expect(approving.approve).toEqual({ variant: 'contained', disabled: true, label: 'Approving...' });
    expect(approving.create.disabled).toBe(true);
    const creating = createPoolActions({ ...base, step: 'approved', creating: true });
    expect(creating.approve.disabled).toBe(true);
    expect(creating.create).toEqual({ variant: 'contained', disabled: true });
    expect(creating.createBlockedReason).toBeNull();
  });

  it("keeps 'Approve' first while the reward or the allowance is not read yet, and offers neither button once a pool awaits its metadata", () => {
    expect(createPoolActions({ ...base, step: 'check' })).toEqual(createPoolActions(base));
    const metadata = createPoolActions({ ...base, step: 'metadata' });
    expect(metadata.approve.disabled).toBe(true);
    expect(metadata.create.disabled).toBe(true);
  });
});
