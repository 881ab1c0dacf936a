/**
 * The address that stands for BNB itself wherever an API or a list expects a token address
 * (1inch convention, lowercase). The app, the API server and the deployment scripts all use it.
 */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
