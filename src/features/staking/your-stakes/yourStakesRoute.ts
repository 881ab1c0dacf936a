import type { SectionPage } from '../../../shared/ui/sectionPage';

export const yourStakesRoute: SectionPage = {
  path: 'your-stakes',
  chunk: 'staking-yours',
  load: () => import(/* webpackChunkName: "staking-yours" */ './YourStakesPage'),
  connectMessage: 'Connect your wallet to see your stakes.',
  tab: { label: 'Your Stakes' },
};
