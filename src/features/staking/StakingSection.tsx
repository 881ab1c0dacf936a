import { lazy } from 'react';
import { useSectionChainGuard } from '../../shared/wallet';
import { SectionShell, sectionTabs, type SectionPage } from '../../shared/ui/SectionShell';

// One chunk per page: a list does not load the forms, dialogs and inputs of the create and owner pages.
const PoolsPage = lazy(() => import(/* webpackChunkName: "staking-pools" */ './pools/PoolsPage'));
const PoolDetailPage = lazy(() => import(/* webpackChunkName: "staking-pool" */ './pools/PoolDetailPage'));
const CreatePoolPage = lazy(() => import(/* webpackChunkName: "staking-create" */ './create/CreatePoolPage'));
const YourStakesPage = lazy(() => import(/* webpackChunkName: "staking-yours" */ './your-stakes/YourStakesPage'));
const StakingDashboardPage = lazy(() => import(/* webpackChunkName: "staking-dashboard" */ './dashboard/StakingDashboardPage'));

export const STAKING_BASE = '/staking';

const stakingPages: readonly SectionPage[] = [
  { path: 'pools', page: <PoolsPage />, tab: { label: 'Staking Pools' } },
  { path: 'pools/:id', page: <PoolDetailPage /> },
  { path: 'create', page: <CreatePoolPage />, connectMessage: 'Connect your wallet to create a staking pool.', tab: { label: 'Create Pool' } },
  { path: 'your-stakes', page: <YourStakesPage />, connectMessage: 'Connect your wallet to see your stakes.', tab: { label: 'Your Stakes' } },
  {
    path: 'dashboard',
    page: <StakingDashboardPage />,
    connectMessage: 'Connect your wallet to see your staking dashboard.',
    tab: { label: 'Dashboard' },
  },
];

export const stakingTabs = sectionTabs(stakingPages);

/** `/staking/*`: the tab bar and the staking routes of SPEC section 2. */
export default function StakingSection() {
  useSectionChainGuard('Staking');
  return <SectionShell base={STAKING_BASE} pages={stakingPages} label="Staking sections" home="pools" />;
}
