import { useSectionChainGuard } from '../../shared/wallet';
import { SectionShell } from '../../shared/ui/SectionShell';
import { sectionTabs, type SectionPage } from '../../shared/ui/sectionPage';
import { marketRoute } from './market/marketRoute';
import { saleDetailRoute } from './detail/saleDetailRoute';
import { createBondRoute } from './create/createBondRoute';
import { yourBondsRoute } from './your-bonds/yourBondsRoute';
import { ownerSaleRoute } from './owner/ownerSaleRoute';
import { bondDashboardRoute } from './dashboard/bondDashboardRoute';

export const BOND_BASE = '/bond';

/** The bond pages in tab order; each page folder says its route, wallet prompt, tab and chunk. */
const bondPages: readonly SectionPage[] = [marketRoute, saleDetailRoute, createBondRoute, yourBondsRoute, ownerSaleRoute, bondDashboardRoute];

export const bondTabs = sectionTabs(bondPages);

/** `/bond/*`: the tab bar and the bond routes of SPEC section 2. */
export default function BondSection() {
  useSectionChainGuard('Bond');
  return <SectionShell base={BOND_BASE} pages={bondPages} label="Bond sections" home="sales" />;
}
