import type { SectionPage } from '../../../shared/ui/sectionPage';

export const marketRoute: SectionPage = {
  path: 'sales',
  load: () => import(/* webpackChunkName: "bond-market" */ './MarketPage'),
  tab: { label: 'Bond Market' },
};
