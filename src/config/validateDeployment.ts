import type { Deployment } from '../../common/deployment/schema';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Names every contract address a deployment file lacks (missing, malformed or zero).
 * The production build calls it so a half-filled `bsc.json` fails loudly at build time
 * instead of sending users' funds to the zero address.
 */
export function missingDeploymentAddresses(deployment: Deployment): string[] {
  const missing: string[] = [];
  for (const [name, address] of Object.entries(deployment.contracts ?? {})) {
    if (typeof address !== 'string' || !ADDRESS.test(address) || address.toLowerCase() === ZERO_ADDRESS) {
      missing.push(`contracts.${name}`);
    }
  }
  if (!Number.isInteger(deployment.chainId) || deployment.chainId <= 0) missing.push('chainId');
  if (!deployment.rpcUrl) missing.push('rpcUrl');
  return missing;
}

/** Throws an Error naming every missing address; used by the production webpack build. */
export function assertDeploymentComplete(deployment: Deployment, source = 'deployment'): void {
  const missing = missingDeploymentAddresses(deployment);
  if (missing.length > 0) {
    throw new Error(`${source} is incomplete: missing ${missing.join(', ')}`);
  }
}
