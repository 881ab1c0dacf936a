import { useSectionChainGuard } from '../../shared/wallet';
import { SectionShell } from '../../shared/ui/SectionShell';
import { sectionTabs, type SectionPage } from '../../shared/ui/sectionPage';
import { poolsRoute } from './pools/poolsRoute';
import { poolDetailRoute } from './pools/poolDetailRoute';
import { createPoolRoute } from './create/createPoolRoute';
import { yourStakesRoute } from './your-stakes/yourStakesRoute';
import { stakingDashboardRoute } from './dashboard/stakingDashboardRoute';

export const STAKING_BASE = '/staking';

/** The staking pages in tab order; each page folder says its route, wallet prompt, tab and chunk. */
const stakingPages: readonly SectionPage[] = [poolsRoute, poolDetailRoute, createPoolRoute, yourStakesRoute, stakingDashboardRoute];

export const stakingTabs = sectionTabs(stakingPages);

/** `/staking/*`: the tab bar and the staking routes of SPEC section 2. */
export default function StakingSection() {
  useSectionChainGuard('Staking');
  return <SectionShell base={STAKING_BASE} pages={stakingPages} label="Staking sections" home="pools" />;
}
