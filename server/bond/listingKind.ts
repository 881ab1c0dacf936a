import type { ListingKind } from '../listings/kind';
import { registerBondRoutes } from './routes';
import { SALE_KIND } from './saleMetadata';

/** Bond sales: metadata by sale id (1-based, in the body as `saleId`), prices and signed quotes. */
export const listingKind: ListingKind = {
  kind: SALE_KIND,
  noun: 'sale',
  factory: (deployment) => deployment.contracts.bondFactory,
  maxLogoBytes: 5 * 1024 * 1024,
  read: { prefix: '/sales', param: 'id', summary: "A sale's" },
  describe: (id) => `sale ${id}`,
  post: {
    url: '/create-sale',
    summary: "Sets a sale's metadata; signed by the sale's owner (personal_sign of the message in docs/ARCHITECTURE.md)",
    idField: 'saleId',
    properties: {},
    required: [],
  },
  async find({ bondPricing }, block, id) {
    const sale = await bondPricing.sale(block, id);
    return { address: sale.saleAddress, owner: sale.projectOwner, entityId: Number(id) };
  },
  resolvePost(services, block, id) {
    return this.find(services, block, id);
  },
  registerRoutes: registerBondRoutes,
};
