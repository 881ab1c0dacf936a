/** The bond data layer shared by the buyer side and the owner side. */
export * from './types';
export * from './bondChainApi';
export * from './bondProductApi';
export * from './bondTx';
export { paymentTokenAddress } from '../lib/currency';
