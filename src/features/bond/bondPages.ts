import type { SectionPage } from '../../shared/ui/sectionPage';
import { marketRoute } from './market/marketRoute';
import { saleDetailRoute } from './detail/saleDetailRoute';
import { createBondRoute } from './create/createBondRoute';
import { yourBondsRoute } from './your-bonds/yourBondsRoute';
import { ownerSaleRoute } from './owner/ownerSaleRoute';
import { bondDashboardRoute } from './dashboard/bondDashboardRoute';

export const BOND_BASE = '/bond';

/**
 * The bond pages in tab order; each page folder says its route, wallet prompt, tab and chunk.
 * No React here: the app's entry reads it to start a page's chunk with its section's.
 */
export const bondPages: readonly SectionPage[] = [marketRoute, saleDetailRoute, createBondRoute, yourBondsRoute, ownerSaleRoute, bondDashboardRoute];
