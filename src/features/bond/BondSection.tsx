import { lazy } from 'react';
import { useSectionChainGuard } from '../../shared/wallet';
import { SectionShell, sectionTabs, type SectionPage } from '../../shared/ui/SectionShell';

// One chunk per page: a list does not load the forms, dialogs and inputs of the create and owner pages.
const MarketPage = lazy(() => import(/* webpackChunkName: "bond-market" */ './market/MarketPage'));
const SaleDetailPage = lazy(() => import(/* webpackChunkName: "bond-sale" */ './detail/SaleDetailPage'));
const CreateBondPage = lazy(() => import(/* webpackChunkName: "bond-create" */ './create/CreateBondPage'));
const YourBondsPage = lazy(() => import(/* webpackChunkName: "bond-yours" */ './your-bonds/YourBondsPage'));
const OwnerSalePage = lazy(() => import(/* webpackChunkName: "bond-owner" */ './owner/OwnerSalePage'));
const BondDashboardPage = lazy(() => import(/* webpackChunkName: "bond-dashboard" */ './dashboard/BondDashboardPage'));

export const BOND_BASE = '/bond';

const bondPages: readonly SectionPage[] = [
  { path: 'sales', page: <MarketPage />, tab: { label: 'Bond Market' } },
  { path: 'sales/:id', page: <SaleDetailPage /> },
  { path: 'create', page: <CreateBondPage />, connectMessage: 'Connect your wallet to launch a bond.', tab: { label: 'Create Bond' } },
  {
    path: 'project-sales',
    page: <YourBondsPage />,
    connectMessage: 'Connect your wallet to see your bond investments.',
    tab: { label: 'Your Bonds' },
  },
  { path: 'project-sales/:id', page: <OwnerSalePage />, connectMessage: 'Connect your wallet to manage your bond.' },
  {
    path: 'dashboard',
    page: <BondDashboardPage />,
    connectMessage: 'Connect your wallet to see the bonds you created.',
    // a sale's owner page is reached from the dashboard, so the dashboard tab stays lit there
    tab: { label: 'Dashboard', ownsPrefixes: ['project-sales/'] },
  },
];

export const bondTabs = sectionTabs(bondPages);

/** `/bond/*`: the tab bar and the bond routes of SPEC section 2. */
export default function BondSection() {
  useSectionChainGuard('Bond');
  return <SectionShell base={BOND_BASE} pages={bondPages} label="Bond sections" home="sales" />;
}
