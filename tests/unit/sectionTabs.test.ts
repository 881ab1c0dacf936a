import { bondPages } from '../../src/features/bond/bondPages';
import { stakingPages } from '../../src/features/staking/stakingPages';
import { activeTab, visibleTabs } from '../../src/shared/ui/SectionTabs';
import { sectionTabs } from '../../src/shared/ui/sectionPage';

const bondTabs = sectionTabs(bondPages);
const stakingTabs = sectionTabs(stakingPages);

describe('visibleTabs', () => {
  it('hides connected-only tabs from a visitor', () => {
    expect(visibleTabs(bondTabs, false).map((tab) => tab.label)).toEqual(['Bond Market']);
    expect(visibleTabs(stakingTabs, false).map((tab) => tab.label)).toEqual(['Staking Pools']);
  });

  it('shows every tab to a connected wallet, in order', () => {
    expect(visibleTabs(bondTabs, true).map((tab) => tab.path)).toEqual(['sales', 'create', 'project-sales', 'dashboard']);
    expect(visibleTabs(stakingTabs, true).map((tab) => tab.path)).toEqual(['pools', 'create', 'your-stakes', 'dashboard']);
  });
});

describe('activeTab', () => {
  it('selects the tab of the first segment, detail pages included', () => {
    expect(activeTab('/bond/sales', '/bond', bondTabs)).toBe('sales');
    expect(activeTab('/bond/sales/12', '/bond', bondTabs)).toBe('sales');
    expect(activeTab('/bond/project-sales', '/bond', bondTabs)).toBe('project-sales');
    // a sale's owner page is the dashboard's, not 'Your Bonds'
    expect(activeTab('/bond/project-sales/3', '/bond', bondTabs)).toBe('dashboard');
    expect(activeTab('/staking/pools/2', '/staking', stakingTabs)).toBe('pools');
  });

  it('selects nothing for paths outside the tabs (hidden tab for a visitor, unknown path)', () => {
    expect(activeTab('/bond/create', '/bond', visibleTabs(bondTabs, false))).toBe(false);
    expect(activeTab('/bond/elsewhere', '/bond', bondTabs)).toBe(false);
    expect(activeTab('/bond', '/bond', bondTabs)).toBe(false);
    expect(activeTab('/bondage/sales', '/bond', bondTabs)).toBe(false);
  });
});
