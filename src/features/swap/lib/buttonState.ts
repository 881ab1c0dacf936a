/**
 * The one main action of the swap card (SPEC section 4 "Swap button label" and "Swap
 * behaviour", DESIGN.md section 5 for the insufficient balance label). Pure so that every
 * state's label and enablement is tested in one table.
 */

/**
 * The card's transaction in flight, as the tracked transactions tell it (swapRunning.ts):
 * 'wallet' while the wallet is asked, 'mined' once sent and waiting for the receipt.
 */
export interface SwapRunning {
  action: 'approve' | 'swap';
  stage: 'wallet' | 'mined';
}

export interface SwapButtonInput {
  connected: boolean;
  wrongChain: boolean;
  hasSrcToken: boolean;
  hasDstToken: boolean;
  srcSymbol: string;
  /** parsed source amount in raw units; null when the box is empty or not a number */
  amount: bigint | null;
  /** null while unknown (no wallet or still loading) */
  balance: bigint | null;
  isNativeSrc: boolean;
  /** raw allowance; null while loading (a failed fetch counts as 0, SPEC section 8) */
  allowance: bigint | null;
  hasQuote: boolean;
  quoteLoading: boolean;
  /** null when none of the card's transactions is in flight */
  running: SwapRunning | null;
}

export type SwapAction = 'connect' | 'switchChain' | 'approve' | 'swap' | 'none';

export interface SwapButtonState {
  label: string;
  action: SwapAction;
  disabled: boolean;
  /** the red 'Switch to BSC' button */
  danger: boolean;
  /** the 'Infinite approval' checkbox belongs next to an approve action */
  showInfiniteApproval: boolean;
}

const state = (label: string, action: SwapAction, disabled: boolean, extra: Partial<SwapButtonState> = {}): SwapButtonState => ({
  label,
  action,
  disabled,
  danger: false,
  showInfiniteApproval: false,
  ...extra,
});

/** Whether the source token needs an approval before this amount can be swapped. */
export function needsApproval(isNativeSrc: boolean, amount: bigint | null, allowance: bigint | null): boolean {
  if (isNativeSrc || amount === null || amount <= 0n || allowance === null) return false;
  return allowance < amount;
}

export function swapButtonState(s: SwapButtonInput): SwapButtonState {
  if (!s.connected) return state('Please connect wallet', 'connect', false);
  if (s.wrongChain) return state('Switch to BSC', 'switchChain', false, { danger: true });

  // a running transaction owns the button until it settles
  if (s.running?.action === 'swap') return state(s.running.stage === 'wallet' ? 'Swapping...' : 'Confirming...', 'none', true);
  if (s.running?.action === 'approve') {
    return state(s.running.stage === 'wallet' ? 'Approving...' : 'Confirming...', 'none', true, { showInfiniteApproval: true });
  }

  if (!s.hasSrcToken || !s.hasDstToken) return state('Select Tokens', 'none', true);
  if (s.amount === null || s.amount <= 0n) return state('Enter Amount', 'none', true);
  if (s.balance !== null && s.amount > s.balance) return state(`Insufficient ${s.srcSymbol} balance`, 'none', true);

  if (!s.isNativeSrc && s.allowance === null) return state('Swap', 'swap', true);
  if (needsApproval(s.isNativeSrc, s.amount, s.allowance)) {
    return state(`Approve ${s.srcSymbol}`, 'approve', false, { showInfiniteApproval: true });
  }
  if (!s.hasQuote) {
    return s.quoteLoading ? state('Swap', 'swap', true) : state('No Quote Available', 'none', true);
  }
  return state('Swap', 'swap', s.quoteLoading);
}
