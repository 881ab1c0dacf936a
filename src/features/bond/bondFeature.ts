import type { Feature } from '../../shared/extensions/installFeature';
import './bondTransactions';
import { BOND_BASE, bondPages } from './bondPages';

/**
 * The bond market's place in the app (SPEC section 2): `/bond/*` with its pages, the old
 * `/launchpad` links, the header's 'Bond Market' and its transactions. No React here: the entry reads it.
 */
export const bondFeature: Feature = {
  areas: [
    {
      path: `${BOND_BASE}/*`,
      chunk: 'bond',
      load: () => import(/* webpackChunkName: "bond" */ './BondSection'),
      section: { base: BOND_BASE, pages: bondPages },
    },
  ],
  redirects: [{ path: '/launchpad/*', to: `${BOND_BASE}/sales` }],
  nav: [{ label: 'Bond Market', to: `${BOND_BASE}/sales`, match: BOND_BASE, order: 20 }],
};
