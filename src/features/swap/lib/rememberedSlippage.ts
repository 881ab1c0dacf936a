import { DEFAULT_DEADLINE_MINUTES, parseDeadlineMinutes, parseSlippage } from './quoteMath';

export { localStorageOrUndefined } from '../../../shared/lib/sessionStorage';

/**
 * The swap settings the user chose survive a reload (as on PancakeSwap and Uniswap): slippage
 * ('auto' or a percent) and the transaction deadline in minutes. Stored text is validated by the
 * same rules as the settings' boxes, so a tampered or stale value falls back to the default
 * instead of reaching a swap.
 */
export const SLIPPAGE_STORAGE_KEY = 'swap.slippage';
export const DEADLINE_STORAGE_KEY = 'swap.deadlineMinutes';
export const AUTO_SLIPPAGE = 'auto';

/** Auto is the app's default slippage (config), recommended; otherwise the user's percent. */
export type SlippageSetting = { auto: true } | { auto: false; percent: number };

export function loadSlippageSetting(storage: Pick<Storage, 'getItem'> | undefined): SlippageSetting {
  try {
    const stored = storage?.getItem(SLIPPAGE_STORAGE_KEY);
    const percent = stored == null || stored === AUTO_SLIPPAGE ? null : parseSlippage(stored);
    return percent === null ? { auto: true } : { auto: false, percent };
  } catch {
    return { auto: true };
  }
}

export function saveSlippageSetting(storage: Pick<Storage, 'setItem'> | undefined, setting: SlippageSetting): void {
  if (!setting.auto && parseSlippage(String(setting.percent)) === null) return;
  try {
    storage?.setItem(SLIPPAGE_STORAGE_KEY, setting.auto ? AUTO_SLIPPAGE : String(setting.percent));
  } catch {
    // a full or blocked storage only loses the memory, never the swap
  }
}

export function loadDeadlineMinutes(storage: Pick<Storage, 'getItem'> | undefined): number {
  try {
    const stored = storage?.getItem(DEADLINE_STORAGE_KEY);
    return (stored != null && parseDeadlineMinutes(stored)) || DEFAULT_DEADLINE_MINUTES;
  } catch {
    return DEFAULT_DEADLINE_MINUTES;
  }
}

export function saveDeadlineMinutes(storage: Pick<Storage, 'setItem'> | undefined, minutes: number): void {
  if (parseDeadlineMinutes(String(minutes)) === null) return;
  try {
    storage?.setItem(DEADLINE_STORAGE_KEY, String(minutes));
  } catch {
    // as above
  }
}
