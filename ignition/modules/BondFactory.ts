import { buildModule } from '@nomicfoundation/hardhat-ignition/modules';

/**
 * The bond market's factory. Every constructor argument is a module parameter, filled from
 * `ignition/parameters/<network>.json` by scripts/deploy/parameters.ts (the one place that
 * maps the parameter file to Ignition parameters). The factory deploys the sale implementation
 * its clones point at in its own constructor. The deployer, still its owner, then sets the
 * guardian: the address that can pause buying and revoke the quote signer when the key leaks.
 */
export default buildModule('BondFactory', (m) => {
  const usdt = m.getParameter<string>('usdt');
  const usd1 = m.getParameter<string>('usd1');
  // a BNB sale of WBNB would let the owner take the buyers' payments as "unsold" tokens: the factory refuses it
  const wbnb = m.getParameter<string>('wbnb');
  const quoteSigner = m.getParameter<string>('quoteSigner');
  const feeRecipient = m.getParameter<string>('feeRecipient');
  const creationFee = m.getParameter<bigint>('creationFee');
  const guardian = m.getParameter<string>('guardian');

  const bondFactory = m.contract('BondFactory', [usdt, usd1, wbnb, quoteSigner, feeRecipient, creationFee]);
  m.call(bondFactory, 'setGuardian', [guardian]);
  return { bondFactory };
});
