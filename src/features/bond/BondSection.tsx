import { useSectionChainGuard } from '../../shared/wallet';
import { SectionShell } from '../../shared/ui/SectionShell';
import { BOND_BASE, bondPages } from './bondPages';

/** `/bond/*`: the tab bar and the bond routes of SPEC section 2. */
export default function BondSection() {
  useSectionChainGuard('Bond');
  return <SectionShell base={BOND_BASE} pages={bondPages} label="Bond sections" home="sales" />;
}
