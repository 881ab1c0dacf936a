import { config } from '../../../config';
import { isVerifiedListing, riskNoteWhileLoading } from '../../../shared/listing/verifiedListing';
import { isDemoSaleId } from '../demo/demoSales';

/** On the operator's verified list of sales (configuration). */
export function isVerifiedSale(saleId: string): boolean {
  return isVerifiedListing(saleId, config.verified.sales);
}

/** Whether a sale's page draws the 'Unverified' risk note before the sale is read. */
export function saleRiskNoteWhileLoading(saleId: string): boolean {
  return riskNoteWhileLoading(saleId, { verified: config.verified.sales, demoEntries: config.demoEntries, isDemoId: isDemoSaleId });
}
