/** The bond data layer shared by the buyer side (issue 6) and the owner side (issue 7). */
export * from './types';
export * from './bondChainApi';
export * from './bondProductApi';
export * from './bondTx';
export { paymentTokenAddress } from '../lib/currency';
