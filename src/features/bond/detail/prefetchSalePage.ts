import type { PageDataPrefetch } from '../../../shared/ui/sectionPage';
import { listingIdOf } from '../../../shared/listing/routeId';
import { pricesApi } from '../../../shared/prices/pricesApi';
import { bondChainApi } from '../api/bondChainApi';
import { bondProductApi } from '../api/bondProductApi';

/** A sale page's first reads (SaleDetailPage's own queries): the sale, its price and metadata, the USD prices. */
export const prefetchSalePage: PageDataPrefetch = ({ id }, dispatch) => {
  const saleId = listingIdOf(id);
  if (saleId === null) return;
  dispatch(bondChainApi.util.prefetch('bondSale', saleId, {}));
  dispatch(bondProductApi.util.prefetch('bondPrice', saleId, {}));
  dispatch(bondProductApi.util.prefetch('saleMetadata', saleId, {}));
  dispatch(pricesApi.util.prefetch('getPrices', undefined, {}));
};
