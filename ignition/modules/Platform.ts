import { buildModule } from '@nomicfoundation/hardhat-ignition/modules';
import BondFactoryModule from './BondFactory';
import StakingFactoryModule from './StakingFactory';

/** Everything we deploy to a chain, as one Ignition deployment (one journal, one resume). */
export default buildModule('Platform', (m) => {
  const { bondFactory } = m.useModule(BondFactoryModule);
  const { stakingFactory } = m.useModule(StakingFactoryModule);
  return { bondFactory, stakingFactory };
});
