import { apiUrl } from '../../../shared/api/productApi';
import { listedTokenLogo } from '../../../shared/lib/listedTokenLogo';

/**
 * Where a sale's logo comes from: the owner's uploaded logo (metadata), else the deployment's
 * token list, else nothing (TokenLogo then shows a monogram).
 */
export function saleLogoUrl(token: string, metadata: { logoUrl: string | null } | null | undefined): string | null {
  if (metadata?.logoUrl) return apiUrl(metadata.logoUrl);
  return listedTokenLogo(token);
}
