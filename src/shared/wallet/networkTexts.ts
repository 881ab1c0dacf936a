import { config } from '../../config';

/** What a write refused on another chain says, and what a switch that worked says (SPEC section 8). */
export const WRONG_CHAIN_MESSAGE = `Please switch to ${config.chain.networkName}`;
export const SWITCHED_MESSAGE = `Switched to ${config.chain.networkName}`;
