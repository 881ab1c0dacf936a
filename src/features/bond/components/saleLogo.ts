import { sameAddress } from '../../../shared/lib/sameAddress';
import { apiUrl } from '../../../shared/api/productApi';
import { config } from '../../../config';
import type { DeployedToken } from '../../../../common/deployment/schema';

/**
 * Where a sale's logo comes from: the owner's uploaded logo (metadata), else the deployment's
 * token list, else nothing (TokenLogo then shows a monogram).
 */
export function saleLogoUrl(token: string, metadata: { logoUrl: string | null } | null | undefined): string | null {
  if (metadata?.logoUrl) return apiUrl(metadata.logoUrl);
  const listed = (config.tokens as readonly DeployedToken[]).find((t) => sameAddress(t.address, token));
  return listed?.logoURI ?? null;
}
