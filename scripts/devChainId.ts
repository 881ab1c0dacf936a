/** Chain id of the Hardhat dev chain (`npm run chain`), which the seed refuses to deploy anywhere else. */
export const DEV_CHAIN_ID = 31337;
