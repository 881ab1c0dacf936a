import type { SectionPage } from '../../shared/ui/sectionPage';
import { poolsRoute } from './pools/poolsRoute';
import { poolDetailRoute } from './pools/poolDetailRoute';
import { createPoolRoute } from './create/createPoolRoute';
import { yourStakesRoute } from './your-stakes/yourStakesRoute';
import { stakingDashboardRoute } from './dashboard/stakingDashboardRoute';

export const STAKING_BASE = '/staking';

/**
 * The staking pages in tab order; each page folder says its route, wallet prompt, tab and chunk.
 * No React here: the app's entry reads it to start a page's chunk with its section's.
 */
export const stakingPages: readonly SectionPage[] = [poolsRoute, poolDetailRoute, createPoolRoute, yourStakesRoute, stakingDashboardRoute];
