import bondFactoryAbi from '../../../../abis/BondFactory.json';
import bondSaleAbi from '../../../../abis/BondSale.json';
import type { BondFactory } from '../../../../typechain-types/BondFactory';
import type { BondSale } from '../../../../typechain-types/BondSale';
import { config } from '../../../config';
import { registerContracts } from '../../../shared/chain/contracts';
import { registerContractErrors } from '../../../shared/errors/mapError';

declare module '../../../shared/chain/contracts' {
  interface ContractTypes {
    bondFactory: BondFactory;
    bondSale: BondSale;
  }
}

/** The bond factory (deployed once) and its sales (one clone per sale), for reads and writes alike. */
registerContracts({ bondFactory: { abi: bondFactoryAbi, address: config.contracts.bondFactory }, bondSale: { abi: bondSaleAbi } });
registerContractErrors(() => import(/* webpackChunkName: "contract-errors" */ './bondErrors').then((m) => m.bondErrorMessages));

/** The factory's ABI, for the events of its receipts. */
export { bondFactoryAbi };
