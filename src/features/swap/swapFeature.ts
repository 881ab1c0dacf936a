import type { Feature } from '../../shared/extensions/installFeature';
import './swapTransactions';

/** The swap card's transactions (the card itself is the landing page's): nothing to route. */
export const swapFeature: Feature = {};
