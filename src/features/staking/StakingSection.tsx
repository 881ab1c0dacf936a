import { useSectionChainGuard } from '../../shared/wallet';
import { SectionShell } from '../../shared/ui/SectionShell';
import { STAKING_BASE, stakingPages } from './stakingPages';

/** `/staking/*`: the tab bar and the staking routes of SPEC section 2. */
export default function StakingSection() {
  useSectionChainGuard('Staking');
  return <SectionShell base={STAKING_BASE} pages={stakingPages} label="Staking sections" home="pools" />;
}
