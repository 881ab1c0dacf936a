/**
 * `@deployment` is the deployment JSON chosen at build time: webpack aliases it to
 * `deployments/${DEPLOYMENT}.json` (or `DEPLOYMENT_FILE`), jest maps it to
 * `deployments/devnet.json`. Inlining it keeps contract addresses out of any runtime fetch.
 */
declare module '@deployment' {
  import type { Deployment } from '../../common/deployment/schema';

  const deployment: Deployment;
  export default deployment;
}
