import type { SectionPage } from '../../../shared/ui/sectionPage';

export const bondDashboardRoute: SectionPage = {
  path: 'dashboard',
  chunk: 'bond-dashboard',
  load: () => import(/* webpackChunkName: "bond-dashboard" */ './BondDashboardPage'),
  connectMessage: 'Connect your wallet to see the bonds you created.',
  // a sale's owner page (project-sales/:id) is reached from the dashboard, so the dashboard tab stays lit there
  tab: { label: 'Dashboard', ownsPrefixes: ['project-sales/'] },
};
