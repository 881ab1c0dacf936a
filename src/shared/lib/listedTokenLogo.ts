import { config } from '../../config';
import type { DeployedToken } from '../../../common/deployment/schema';
import { sameAddress } from './sameAddress';

/**
 * The logo the deployment's token list gives a token (the list the API serves to the swap's
 * picker), or null for a token it does not list. Addresses match whatever their case: the list
 * keeps them lowercase, the chain answers them checksummed.
 */
export function listedTokenLogo(address: string): string | null {
  const listed = (config.tokens as readonly DeployedToken[]).find((token) => sameAddress(token.address, address));
  return listed?.logoURI ?? null;
}
