import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Theme } from '@mui/material/styles';
import { useSelector } from 'react-redux';
import { selectWalletStatus } from '../wallet/walletSlice';

export interface SectionTab {
  /** first path segment under the section's base: 'sales', 'create', … */
  path: string;
  label: string;
  /** hidden for a visitor (DESIGN.md section 5) */
  connectedOnly?: boolean;
  /** deeper paths this tab owns although they start with another tab's segment ('project-sales/' = its sub-pages) */
  ownsPrefixes?: readonly string[];
}

/** The tabs to offer: connected-only ones only with a connected wallet. */
export function visibleTabs(tabs: readonly SectionTab[], connected: boolean): SectionTab[] {
  return tabs.filter((tab) => connected || !tab.connectedOnly);
}

/** Which tab a path under `base` belongs to ('/bond/sales/3' → 'sales'), or false for none. */
export function activeTab(pathname: string, base: string, tabs: readonly SectionTab[]): string | false {
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : '';
  const owner = tabs.find((tab) => tab.ownsPrefixes?.some((prefix) => rest.startsWith(prefix) && rest.length > prefix.length));
  if (owner) return owner.path;
  const segment = rest.split('/')[0] ?? '';
  return tabs.some((tab) => tab.path === segment) ? segment : false;
}

export interface SectionTabsProps {
  base: string;
  tabs: readonly SectionTab[];
  label: string;
}

/**
 * From the small breakpoint up the tabs sit in one row (the four of a section fit, so nothing
 * scrolls and no arrows show); on a phone they wrap into a grid of two per row, every tab in
 * sight, the current one underlined in place of the sliding indicator.
 */
const PHONE_GRID = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .MuiTabs-list': { flexWrap: 'wrap' },
    '& .MuiTabs-indicator': { display: 'none' },
    '& .MuiTab-root': { flex: '1 1 50%', maxWidth: 'none', minWidth: 0, px: 1 },
    '& .MuiTab-root.Mui-selected': { boxShadow: `inset 0 -3px 0 ${(theme.vars ?? theme).palette.primary.main}` },
  },
});

/** A section's tab bar; each tab is a link, so it works with middle-click and the history. */
export function SectionTabs({ base, tabs, label }: SectionTabsProps) {
  const { pathname } = useLocation();
  const connected = useSelector(selectWalletStatus) === 'connected';
  const shown = visibleTabs(tabs, connected);
  return (
    <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs value={activeTab(pathname, base, shown)} sx={PHONE_GRID}>
        {shown.map((tab) => (
          <Tab key={tab.path} value={tab.path} label={tab.label} component={RouterLink} to={`${base}/${tab.path}`} />
        ))}
      </Tabs>
    </Box>
  );
}

export default SectionTabs;
