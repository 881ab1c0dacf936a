import type { SectionPage } from '../../../shared/ui/sectionPage';

export const ownerSaleRoute: SectionPage = {
  path: 'project-sales/:id',
  chunk: 'bond-owner',
  load: () => import(/* webpackChunkName: "bond-owner" */ './OwnerSalePage'),
  connectMessage: 'Connect your wallet to manage your bond.',
};
