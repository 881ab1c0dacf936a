/** The element the header's Swap link scrolls into view (DESIGN.md section 5). */
export const SWAP_ANCHOR_ID = 'swap';

/** Router state the header's Swap link navigates with. */
export const SCROLL_TO_SWAP_STATE = { scrollTo: SWAP_ANCHOR_ID } as const;

export function shouldScrollToSwap(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { scrollTo?: unknown }).scrollTo === SWAP_ANCHOR_ID;
}
