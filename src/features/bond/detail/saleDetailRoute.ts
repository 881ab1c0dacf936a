import type { SectionPage } from '../../../shared/ui/sectionPage';

export const saleDetailRoute: SectionPage = {
  path: 'sales/:id',
  chunk: 'bond-sale',
  load: () => import(/* webpackChunkName: "bond-sale" */ './SaleDetailPage'),
};
