import { buildModule } from '@nomicfoundation/hardhat-ignition/modules';

/**
 * The bond market's factory. Every constructor argument is a module parameter, filled from
 * `ignition/parameters/<network>.json` by scripts/deploy/parameters.ts (the one place that
 * maps the parameter file to Ignition parameters).
 *
 * Contracts v2: deploy the sale implementation here and pass it in —
 *   const saleImplementation = m.contract('BondSale', []);
 *   m.contract('BondFactory', [saleImplementation, wbnb, usdt, usd1, quoteSigner, feeRecipient, creationFee, signerRotationDelay]);
 */
export default buildModule('BondFactory', (m) => {
  const usdt = m.getParameter<string>('usdt');
  const usd1 = m.getParameter<string>('usd1');
  const quoteSigner = m.getParameter<string>('quoteSigner');
  const feeRecipient = m.getParameter<string>('feeRecipient');
  const creationFee = m.getParameter<bigint>('creationFee');

  const bondFactory = m.contract('BondFactory', [usdt, usd1, quoteSigner, feeRecipient, creationFee]);
  return { bondFactory };
});
