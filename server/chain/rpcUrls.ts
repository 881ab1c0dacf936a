/**
 * The API's chain endpoints from its environment: `RPC_URLS` (a comma list, the first preferred,
 * the others fallbacks) or `RPC_URL`; undefined when neither is set, so the deployment file's
 * `rpcUrls` (or `rpcUrl`) apply.
 */
export function rpcUrlsFromEnv(env: NodeJS.ProcessEnv): string[] | undefined {
  const urls = (env.RPC_URLS || env.RPC_URL || '').split(',').map((url) => url.trim()).filter(Boolean);
  return urls.length > 0 ? urls : undefined;
}
