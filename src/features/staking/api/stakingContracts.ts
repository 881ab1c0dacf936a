import stakingFactoryAbi from '../../../../abis/StakingFactory.json';
import stakingPoolAbi from '../../../../abis/StakingPool.json';
import type { StakingFactory } from '../../../../typechain-types/StakingFactory';
import type { StakingPool } from '../../../../typechain-types/StakingPool';
import { config } from '../../../config';
import { registerContracts } from '../../../shared/chain/contracts';
import { registerContractErrors } from '../../../shared/errors/mapError';

declare module '../../../shared/chain/contracts' {
  interface ContractTypes {
    stakingFactory: StakingFactory;
    stakingPool: StakingPool;
  }
}

/** The staking factory (deployed once) and its pools (one per pool), for reads and writes alike. */
registerContracts({
  stakingFactory: { abi: stakingFactoryAbi, address: config.contracts.stakingFactory },
  stakingPool: { abi: stakingPoolAbi },
});
registerContractErrors(() => import(/* webpackChunkName: "contract-errors" */ './stakingErrors').then((m) => m.stakingErrorMessages));

/** The factory's ABI, for the events of its receipts. */
export { stakingFactoryAbi };
