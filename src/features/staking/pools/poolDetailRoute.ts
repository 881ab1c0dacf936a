import type { SectionPage } from '../../../shared/ui/sectionPage';

export const poolDetailRoute: SectionPage = {
  path: 'pools/:id',
  load: () => import(/* webpackChunkName: "staking-pool" */ './PoolDetailPage'),
};
