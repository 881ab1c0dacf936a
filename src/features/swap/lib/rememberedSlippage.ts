import { parseSlippage } from './quoteMath';

export { localStorageOrUndefined } from '../../../shared/lib/sessionStorage';

/**
 * The slippage the user chose survives a reload (as on PancakeSwap and Uniswap). The stored
 * text is validated by the same rule as the custom box, so a tampered or stale value falls back
 * to the default instead of reaching a swap.
 */
export const SLIPPAGE_STORAGE_KEY = 'swap.slippage';

export function loadSlippage(storage: Pick<Storage, 'getItem'> | undefined, fallback: number): number {
  try {
    const stored = storage?.getItem(SLIPPAGE_STORAGE_KEY);
    return (stored != null && parseSlippage(stored)) || fallback;
  } catch {
    return fallback;
  }
}

export function saveSlippage(storage: Pick<Storage, 'setItem'> | undefined, percent: number): void {
  if (parseSlippage(String(percent)) === null) return;
  try {
    storage?.setItem(SLIPPAGE_STORAGE_KEY, String(percent));
  } catch {
    // a full or blocked storage only loses the memory, never the swap
  }
}
