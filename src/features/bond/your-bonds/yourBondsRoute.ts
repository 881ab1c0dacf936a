import type { SectionPage } from '../../../shared/ui/sectionPage';

export const yourBondsRoute: SectionPage = {
  path: 'project-sales',
  chunk: 'bond-yours',
  load: () => import(/* webpackChunkName: "bond-yours" */ './YourBondsPage'),
  connectMessage: 'Connect your wallet to see your bond investments.',
  tab: { label: 'Your Bonds' },
};
