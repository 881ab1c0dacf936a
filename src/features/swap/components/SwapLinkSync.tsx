import { useRememberedImports, useRememberedPair, useTokenPresets } from '../hooks';
import type { SwapToken } from '../lib/tokens';

/**
 * The form's ties to the address bar and to storage: a followed link's pair, the pair written
 * back, the imported tokens kept. Drawn apart from the card, so writing the link back re-renders
 * nothing but this.
 */
export function SwapLinkSync({ tokens }: { tokens: SwapToken[] | undefined }) {
  useTokenPresets(tokens);
  useRememberedPair();
  useRememberedImports();
  return null;
}
