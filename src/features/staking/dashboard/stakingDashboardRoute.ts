import type { SectionPage } from '../../../shared/ui/sectionPage';

export const stakingDashboardRoute: SectionPage = {
  path: 'dashboard',
  chunk: 'staking-dashboard',
  load: () => import(/* webpackChunkName: "staking-dashboard" */ './StakingDashboardPage'),
  connectMessage: 'Connect your wallet to see your staking dashboard.',
  tab: { label: 'Dashboard' },
};
