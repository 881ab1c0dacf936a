import { buildModule } from '@nomicfoundation/hardhat-ignition/modules';

/**
 * The staking pools' factory; its constructor argument comes from the parameter file through
 * scripts/deploy/parameters.ts.
 *
 * Contracts v2: deploy the pool implementation here and pass it in —
 *   const poolImplementation = m.contract('StakingPool', []);
 *   m.contract('StakingFactory', [poolImplementation, creationFee]);
 */
export default buildModule('StakingFactory', (m) => {
  const creationFee = m.getParameter<bigint>('creationFee');

  const stakingFactory = m.contract('StakingFactory', [creationFee]);
  return { stakingFactory };
});
