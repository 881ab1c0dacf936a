import { config } from '../../../config';
import { isDemoSaleId } from '../demo/demoSales';

/** On the operator's verified list (configuration); the demo entries carry 'Example' instead. */
export function isVerifiedSale(saleId: string, verified: readonly number[] = config.verified.sales): boolean {
  return verified.includes(Number(saleId));
}

/**
 * Whether a sale's page draws the 'Unverified' risk note before the sale is read: every id but a
 * verified one and, while the demo entries are on, a demo id (which may turn out to be an example).
 */
export function riskNoteWhileLoading(saleId: string, demoEntries: boolean = config.demoEntries, verified: readonly number[] = config.verified.sales): boolean {
  return !isVerifiedSale(saleId, verified) && !(demoEntries && isDemoSaleId(saleId));
}
