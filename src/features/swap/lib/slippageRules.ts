import { HIGH_SLIPPAGE, LOW_SLIPPAGE, MAX_DEADLINE_MINUTES, MAX_SLIPPAGE, parseSlippage, SLIPPAGE_TEXT } from './quoteMath';

/** The settings panel's rules (loaded with the panel, not with the card). */
export const SLIPPAGE_INVALID_MESSAGE = 'Enter a slippage between 0.01% and 49.99%';
export const SLIPPAGE_REFUSED_MESSAGE = `A slippage of ${MAX_SLIPPAGE}% or more is refused: the swap could return next to nothing`;

export type SlippageCheck =
  | { status: 'empty' }
  | { status: 'invalid'; message: string }
  | { status: 'refused'; message: string }
  /** usable; above HIGH_SLIPPAGE only once the user has typed the confirmation */
  | { status: 'ok'; percent: number; needsConfirm: boolean };

/** What the custom slippage box holds: nothing yet, junk, a refused value, or a percent (and whether it needs confirming). */
export function checkSlippageText(text: string): SlippageCheck {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return { status: 'empty' };
  const value = Number(normalized);
  if (SLIPPAGE_TEXT.test(normalized) && Number.isFinite(value) && value >= MAX_SLIPPAGE) {
    return { status: 'refused', message: SLIPPAGE_REFUSED_MESSAGE };
  }
  const percent = parseSlippage(normalized);
  if (percent === null) return { status: 'invalid', message: SLIPPAGE_INVALID_MESSAGE };
  return { status: 'ok', percent, needsConfirm: percent > HIGH_SLIPPAGE };
}

export function slippageWarning(percent: number): string | null {
  if (percent < LOW_SLIPPAGE) return 'Your transaction may fail';
  if (percent > HIGH_SLIPPAGE) return 'Your transaction may be frontrun';
  return null;
}

export const DEADLINE_INVALID_MESSAGE = `Enter a deadline of 1 to ${MAX_DEADLINE_MINUTES} minutes`;
