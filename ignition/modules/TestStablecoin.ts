import { buildModule } from '@nomicfoundation/hardhat-ignition/modules';

/**
 * A mintable stand-in for USD1 on a chain that has none (BSC testnet: the parameter file's
 * `addresses.usd1` is null). Never deployed to mainnet: scripts/deploy/deploy.ts only uses it
 * when the parameter file asks for it.
 */
export default buildModule('TestStablecoin', (m) => {
  const usd1 = m.contract('MockERC20', ['World Liberty Financial USD (test)', 'USD1', 18], { id: 'TestUSD1' });
  return { usd1 };
});
