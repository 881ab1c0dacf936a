import type { SectionPage } from '../../../shared/ui/sectionPage';

export const saleDetailRoute: SectionPage = {
  path: 'sales/:id',
  load: () => import(/* webpackChunkName: "bond-sale" */ './SaleDetailPage'),
};
