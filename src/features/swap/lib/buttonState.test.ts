import { READY_TO_SWAP } from '../testing/swapButtonInput';
import { needsApproval, swapButtonState, type SwapButtonInput } from './buttonState';

const E18 = 10n ** 18n;
const ready = READY_TO_SWAP;

const view = (patch: Partial<SwapButtonInput>) => {
  const s = swapButtonState({ ...ready, ...patch });
  return { label: s.label, action: s.action, disabled: s.disabled };
};

describe('swap button label for every state', () => {
  it.each<[string, Partial<SwapButtonInput>, { label: string; action: string; disabled: boolean }]>([
    ['disconnected', { connected: false, hasSrcToken: false }, { label: 'Please connect wallet', action: 'connect', disabled: false }],
    ['wrong chain', { wrongChain: true }, { label: 'Switch to BSC', action: 'switchChain', disabled: false }],
    ['no tokens', { hasSrcToken: false }, { label: 'Select Tokens', action: 'none', disabled: true }],
    ['no destination', { hasDstToken: false }, { label: 'Select Tokens', action: 'none', disabled: true }],
    ['empty amount', { amount: null }, { label: 'Enter Amount', action: 'none', disabled: true }],
    ['zero amount', { amount: 0n }, { label: 'Enter Amount', action: 'none', disabled: true }],
    ['amount above balance', { amount: 11n * E18 }, { label: 'Insufficient USDT balance', action: 'none', disabled: true }],
    ['allowance below amount', { allowance: E18 }, { label: 'Approve USDT', action: 'approve', disabled: false }],
    ['allowance still loading', { allowance: null }, { label: 'Swap', action: 'swap', disabled: true }],
    ['no quote', { hasQuote: false }, { label: 'No Quote Available', action: 'none', disabled: true }],
    ['first quote loading', { hasQuote: false, quoteLoading: true }, { label: 'Swap', action: 'swap', disabled: true }],
    ['quote refreshing', { quoteLoading: true }, { label: 'Swap', action: 'swap', disabled: true }],
    ['ready', {}, { label: 'Swap', action: 'swap', disabled: false }],
    ['BNB source ignores allowance', { isNativeSrc: true, allowance: 0n, srcSymbol: 'BNB' }, { label: 'Swap', action: 'swap', disabled: false }],
    ['swap sent to wallet', { running: { action: 'swap', stage: 'wallet' } }, { label: 'Swapping...', action: 'none', disabled: true }],
    ['swap mining', { running: { action: 'swap', stage: 'mined' } }, { label: 'Confirming...', action: 'none', disabled: true }],
    ['approval sent to wallet', { allowance: 0n, running: { action: 'approve', stage: 'wallet' } }, { label: 'Approving...', action: 'none', disabled: true }],
    ['approval mining', { allowance: 0n, running: { action: 'approve', stage: 'mined' } }, { label: 'Confirming...', action: 'none', disabled: true }],
  ])('%s', (_name, patch, expected) => {
    expect(view(patch)).toEqual(expected);
  });

  it('the switch button is the red one and replaces every other action', () => {
    const s = swapButtonState({ ...ready, wrongChain: true, running: { action: 'swap', stage: 'wallet' }, amount: null });
    expect(s).toMatchObject({ label: 'Switch to BSC', danger: true });
  });

  it('offers the infinite approval checkbox only with an approval', () => {
    expect(swapButtonState({ ...ready, allowance: 0n }).showInfiniteApproval).toBe(true);
    expect(swapButtonState(ready).showInfiniteApproval).toBe(false);
  });

  it('a balance not yet known does not block the amount', () => {
    expect(view({ balance: null }).label).toBe('Swap');
  });
});

describe('needsApproval', () => {
  it('compares allowance and amount for ERC-20 sources only', () => {
    expect(needsApproval(false, 2n, 1n)).toBe(true);
    expect(needsApproval(false, 2n, 2n)).toBe(false);
    expect(needsApproval(true, 2n, 0n)).toBe(false);
    expect(needsApproval(false, null, 0n)).toBe(false);
    expect(needsApproval(false, 2n, null)).toBe(false);
  });
});
