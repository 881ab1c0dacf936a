import { buildModule } from '@nomicfoundation/hardhat-ignition/modules';

/**
 * The staking pools' factory; its constructor argument comes from the parameter file through
 * scripts/deploy/parameters.ts. The factory deploys the pool implementation its clones point at
 * in its own constructor, so no second contract is deployed here.
 */
export default buildModule('StakingFactory', (m) => {
  const creationFee = m.getParameter<bigint>('creationFee');

  const stakingFactory = m.contract('StakingFactory', [creationFee]);
  return { stakingFactory };
});
