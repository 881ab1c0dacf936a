import type { SectionPage } from '../../../shared/ui/sectionPage';

export const marketRoute: SectionPage = {
  path: 'sales',
  chunk: 'bond-market',
  load: () => import(/* webpackChunkName: "bond-market" */ './MarketPage'),
  tab: { label: 'Bond Market' },
};
