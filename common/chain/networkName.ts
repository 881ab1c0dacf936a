/** BNB Smart Chain's mainnet chain id. */
const BSC_MAINNET_ID = 56;

/**
 * What texts call the network a deployment targets ('Please switch to …'): the specification's
 * 'BSC Mainnet' on BNB Smart Chain itself, else the deployment's own name for it (the testnet,
 * the dev chain), so a tester is never told to switch to a network the app does not use.
 */
export function targetNetworkName(deployment: { chainId: number; chainName: string }): string {
  return deployment.chainId === BSC_MAINNET_ID ? 'BSC Mainnet' : deployment.chainName;
}
