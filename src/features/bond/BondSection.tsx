import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import Container from '@mui/material/Container';
import { ConnectedOnly } from '../../shared/ui/ConnectedOnly';
import { PageSkeleton } from '../../shared/ui/PageSkeleton';
import { useSectionChainGuard } from '../../shared/wallet';
import { SectionTabs, type SectionTab } from '../../shared/ui/SectionTabs';

// One chunk per page: a list does not load the forms, dialogs and inputs of the create and owner pages.
const MarketPage = lazy(() => import(/* webpackChunkName: "bond-market" */ './market/MarketPage'));
const SaleDetailPage = lazy(() => import(/* webpackChunkName: "bond-sale" */ './detail/SaleDetailPage'));
const CreateBondPage = lazy(() => import(/* webpackChunkName: "bond-create" */ './create/CreateBondPage'));
const YourBondsPage = lazy(() => import(/* webpackChunkName: "bond-yours" */ './your-bonds/YourBondsPage'));
const OwnerSalePage = lazy(() => import(/* webpackChunkName: "bond-owner" */ './owner/OwnerSalePage'));
const BondDashboardPage = lazy(() => import(/* webpackChunkName: "bond-dashboard" */ './dashboard/BondDashboardPage'));

export const BOND_BASE = '/bond';

export const bondTabs: readonly SectionTab[] = [
  { path: 'sales', label: 'Bond Market' },
  { path: 'create', label: 'Create Bond', connectedOnly: true },
  { path: 'project-sales', label: 'Your Bonds', connectedOnly: true },
  // a sale's owner page is reached from the dashboard, so the dashboard tab stays lit there
  { path: 'dashboard', label: 'Dashboard', connectedOnly: true, ownsPrefixes: ['project-sales/'] },
];

/** `/bond/*`: the tab bar and the bond routes of SPEC section 2. */
export default function BondSection() {
  useSectionChainGuard('Bond');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <SectionTabs base={BOND_BASE} tabs={bondTabs} label="Bond sections" />
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route path="sales" element={<MarketPage />} />
          <Route path="sales/:id" element={<SaleDetailPage />} />
          <Route
            path="create"
            element={
              <ConnectedOnly message="Connect your wallet to launch a bond.">
                <CreateBondPage />
              </ConnectedOnly>
            }
          />
          <Route
            path="project-sales"
            element={
              <ConnectedOnly message="Connect your wallet to see your bond investments.">
                <YourBondsPage />
              </ConnectedOnly>
            }
          />
          <Route
            path="project-sales/:id"
            element={
              <ConnectedOnly message="Connect your wallet to manage your bond.">
                <OwnerSalePage />
              </ConnectedOnly>
            }
          />
          <Route
            path="dashboard"
            element={
              <ConnectedOnly message="Connect your wallet to see the bonds you created.">
                <BondDashboardPage />
              </ConnectedOnly>
            }
          />
          <Route path="*" element={<Navigate to={`${BOND_BASE}/sales`} replace />} />
        </Routes>
      </Suspense>
    </Container>
  );
}
