/** An item of the header's navigation (SPEC section 2), registered by the feature it leads to. */
export interface NavItem {
  label: string;
  /** in-app path, or an absolute URL when `external` */
  to: string;
  external?: boolean;
  /** router state sent with the link (Swap scrolls the swap card into view) */
  state?: unknown;
  /** path prefix that marks the item as the current page */
  match?: string;
  /** place in the bar, lowest first */
  order: number;
}

const items: NavItem[] = [];

export function registerNavItem(item: NavItem): void {
  items.push(item);
  items.sort((a, b) => a.order - b.order);
}

/** The header's items in order, shared by the desktop bar and the mobile menu. */
export const navItems = (): readonly NavItem[] => items;

export function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.external) return false;
  if (item.match) return pathname === item.match || pathname.startsWith(`${item.match}/`);
  return pathname === item.to;
}
