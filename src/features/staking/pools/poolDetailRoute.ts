import type { SectionPage } from '../../../shared/ui/sectionPage';

export const poolDetailRoute: SectionPage = {
  path: 'pools/:id',
  chunk: 'staking-pool',
  load: () => import(/* webpackChunkName: "staking-pool" */ './PoolDetailPage'),
};
