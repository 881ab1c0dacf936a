import { config } from '../../config';
import { SCROLL_TO_SWAP_STATE } from '../../shared/ui/scrollToSwap';

export interface NavItem {
  label: string;
  /** in-app path, or an absolute URL when `external` */
  to: string;
  external?: boolean;
  /** router state sent with the link (Swap scrolls the swap card into view) */
  state?: unknown;
  /** path prefix that marks the item as the current page */
  match?: string;
}

/** The header's items (SPEC section 2), shared by the desktop bar and the mobile menu. */
export const navItems: readonly NavItem[] = [
  { label: 'Swap', to: '/', state: SCROLL_TO_SWAP_STATE },
  { label: 'Bond Market', to: '/bond/sales', match: '/bond' },
  { label: 'Staking', to: '/staking/pools', match: '/staking' },
  { label: 'Docs', to: config.links.docs, external: true },
];

export function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.external) return false;
  if (item.match) return pathname === item.match || pathname.startsWith(`${item.match}/`);
  return pathname === item.to;
}
