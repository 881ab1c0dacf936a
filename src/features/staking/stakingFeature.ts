import type { Feature } from '../../shared/extensions/installFeature';
import './stakingTransactions';
import { STAKING_BASE, stakingPages } from './stakingPages';

/** The staking pools' place in the app (SPEC section 2): `/staking/*` with its pages, the header's 'Staking' and its transactions. */
export const stakingFeature: Feature = {
  areas: [
    {
      path: `${STAKING_BASE}/*`,
      chunk: 'staking',
      load: () => import(/* webpackChunkName: "staking" */ './StakingSection'),
      section: { base: STAKING_BASE, pages: stakingPages },
    },
  ],
  nav: [{ label: 'Staking', to: `${STAKING_BASE}/pools`, match: STAKING_BASE, order: 30 }],
};
