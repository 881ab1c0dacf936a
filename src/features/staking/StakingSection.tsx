import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import Container from '@mui/material/Container';
import { ConnectedOnly } from '../../shared/ui/ConnectedOnly';
import { PageSkeleton } from '../../shared/ui/PageSkeleton';
import { useSectionChainGuard } from '../../shared/wallet';
import { SectionTabs, type SectionTab } from '../../shared/ui/SectionTabs';

// One chunk per page: a list does not load the forms, dialogs and inputs of the create and owner pages.
const PoolsPage = lazy(() => import(/* webpackChunkName: "staking-pools" */ './pools/PoolsPage'));
const PoolDetailPage = lazy(() => import(/* webpackChunkName: "staking-pool" */ './pools/PoolDetailPage'));
const CreatePoolPage = lazy(() => import(/* webpackChunkName: "staking-create" */ './create/CreatePoolPage'));
const YourStakesPage = lazy(() => import(/* webpackChunkName: "staking-yours" */ './your-stakes/YourStakesPage'));
const StakingDashboardPage = lazy(() => import(/* webpackChunkName: "staking-dashboard" */ './dashboard/StakingDashboardPage'));

export const STAKING_BASE = '/staking';

export const stakingTabs: readonly SectionTab[] = [
  { path: 'pools', label: 'Staking Pools' },
  { path: 'create', label: 'Create Pool', connectedOnly: true },
  { path: 'your-stakes', label: 'Your Stakes', connectedOnly: true },
  { path: 'dashboard', label: 'Dashboard', connectedOnly: true },
];

/** `/staking/*`: the tab bar and the staking routes of SPEC section 2. */
export default function StakingSection() {
  useSectionChainGuard('Staking');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <SectionTabs base={STAKING_BASE} tabs={stakingTabs} label="Staking sections" />
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route path="pools" element={<PoolsPage />} />
          <Route path="pools/:id" element={<PoolDetailPage />} />
          <Route
            path="create"
            element={
              <ConnectedOnly message="Connect your wallet to create a staking pool.">
                <CreatePoolPage />
              </ConnectedOnly>
            }
          />
          <Route
            path="your-stakes"
            element={
              <ConnectedOnly message="Connect your wallet to see your stakes.">
                <YourStakesPage />
              </ConnectedOnly>
            }
          />
          <Route
            path="dashboard"
            element={
              <ConnectedOnly message="Connect your wallet to see your staking dashboard.">
                <StakingDashboardPage />
              </ConnectedOnly>
            }
          />
          <Route path="*" element={<Navigate to={`${STAKING_BASE}/pools`} replace />} />
        </Routes>
      </Suspense>
    </Container>
  );
}
