import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Theme } from '@mui/material/styles';
import { useSelector } from 'react-redux';
import { selectWalletStatus } from '../wallet/walletSlice';

export interface SectionTab {
  /** first path segment under the section's base: 'list', 'create', … */
  path: string;
  label: string;
  /** hidden for a visitor (DESIGN.md section 5) */
  connectedOnly?: boolean;
  /** deeper paths this tab owns although they start with another tab's segment ('my-drops/' = its sub-pages) */
  ownsPrefixes?: readonly string[];
}

/** The tabs to offer: connected-only ones only with a connected wallet. */
export function visibleTabs(tabs: readonly SectionTab[], connected: boolean): SectionTab[] {
  return tabs.filter((tab) => connected || !tab.connectedOnly);
}

/** Which tab a path under `base` belongs to ('/drops/list/3' → 'list'), or false for none. */
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
 * The tabs never scroll and show no arrows: from the small breakpoint up the four of a section fit
 * in one row as they are; on a phone they share the row, each at most its label's width, and a
 * long label wraps onto two lines inside the tab rather than pushing a tab off screen. The bar
 * keeps its height, so nothing below it moves.
 */
const PHONE_ROW = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    // never narrower than its longest word, so a one-word label ('Dashboard') is never cut
    '& .MuiTab-root': { flex: '0 1 auto', minWidth: 'min-content', px: 1, fontSize: '0.8125rem', lineHeight: 1.2, whiteSpace: 'normal' },
  },
});

/** A section's tab bar; each tab is a link, so it works with middle-click and the history. */
export function SectionTabs({ base, tabs, label }: SectionTabsProps) {
  const { pathname } = useLocation();
  const connected = useSelector(selectWalletStatus) === 'connected';
  const shown = visibleTabs(tabs, connected);
  return (
    <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs value={activeTab(pathname, base, shown)} sx={PHONE_ROW}>
        {shown.map((tab) => (
          <Tab key={tab.path} value={tab.path} label={tab.label} component={RouterLink} to={`${base}/${tab.path}`} />
        ))}
      </Tabs>
    </Box>
  );
}

export default SectionTabs;
