import type { SectionPage } from '../../../shared/ui/sectionPage';

export const poolsRoute: SectionPage = {
  path: 'pools',
  load: () => import(/* webpackChunkName: "staking-pools" */ './PoolsPage'),
  tab: { label: 'Staking Pools' },
};
