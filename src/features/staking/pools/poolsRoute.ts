import type { SectionPage } from '../../../shared/ui/sectionPage';

export const poolsRoute: SectionPage = {
  path: 'pools',
  chunk: 'staking-pools',
  load: () => import(/* webpackChunkName: "staking-pools" */ './PoolsPage'),
  tab: { label: 'Staking Pools' },
};
