/**
 * Deploys our contracts with Hardhat Ignition and writes the deployment JSON the app and API read.
 *
 *   npx hardhat run --network bscTestnet scripts/deploy/deploy.ts   → deployments/bsc-testnet.json
 *   npx hardhat run --network bsc scripts/deploy/deploy.ts          → deployments/bsc.json
 *   (the rehearsal runs it with --network rehearsal, see scripts/deploy/rehearsal.ts)
 *
 * The parameter file is ignition/parameters/<network>.json. Ignition journals every transaction in
 * ignition/deployments/<deployment id>/: a re-run resumes where it stopped and sends nothing for
 * what is done. DEPLOYMENT_OUT moves the output file; IGNITION_DEPLOYMENT_ID the journal;
 * DEPLOY_PARAMETERS_FILE reads another parameter file (the rehearsal's testnet-shaped run).
 */
import fs from 'node:fs';
import path from 'node:path';
import hre from 'hardhat';
import { BrowserProvider } from 'ethers';
import PlatformModule from '../../ignition/modules/Platform';
import TestStablecoinModule from '../../ignition/modules/TestStablecoin';
import { dexContractProblems, externalContractProblems, tokenListProblems } from './externalContracts';
import { deploymentBlockFromJournal } from './journal';
import {
  HARDHAT_NETWORK_TO_DEPLOYMENT,
  deploymentDocument,
  ignitionParameters,
  parameterFile,
  parameterProblems,
  readParametersFile,
} from './parameters';

const ROOT = path.resolve(__dirname, '..', '..');

function fail(message: string): never {
  throw new Error(message);
}

async function main(): Promise<void> {
  const name = HARDHAT_NETWORK_TO_DEPLOYMENT[hre.network.name] ?? fail(`no parameter file for network '${hre.network.name}' (use --network bscTestnet|bsc|rehearsal)`);
  const file = process.env.DEPLOY_PARAMETERS_FILE?.trim() ? path.resolve(ROOT, process.env.DEPLOY_PARAMETERS_FILE.trim()) : parameterFile(name);
  const parameters = readParametersFile(file);
  const problems = parameterProblems(parameters);
  if (problems.length > 0) fail(`${path.relative(ROOT, file)}:\n  ${problems.join('\n  ')}`);

  const provider = new BrowserProvider(hre.network.provider);
  const chainId = Number((await provider.getNetwork()).chainId);
  if (chainId !== parameters.network.chainId) fail(`the RPC answers chain ${chainId}, the parameter file is for ${parameters.network.chainId}`);
  const [deployer] = await provider.listAccounts();
  if (!deployer) fail('no deployer account: set DEPLOYER_PRIVATE_KEY in the environment');

  const external = [
    ...(await externalContractProblems(provider, parameters.addresses)),
    ...(await tokenListProblems(provider, parameters.tokenList ?? [])),
    ...(await dexContractProblems(provider, parameters.dex, parameters.addresses)),
  ];
  if (external.length > 0) fail(`pre-flight check of the third-party contracts failed:\n  ${external.join('\n  ')}`);
  console.log(`network ${name} (chain ${chainId}), deployer ${deployer.address}; third-party contracts checked`);

  const deploymentId = process.env.IGNITION_DEPLOYMENT_ID?.trim() || name;
  const displayUi = process.env.IGNITION_UI !== '0';
  let usd1 = parameters.addresses.usd1;
  if (usd1 === null) {
    const { usd1: testToken } = await hre.ignition.deploy(TestStablecoinModule, { deploymentId, displayUi });
    usd1 = await testToken.getAddress();
  }
  const { bondFactory, stakingFactory } = await hre.ignition.deploy(PlatformModule, {
    parameters: ignitionParameters(parameters, usd1),
    deploymentId,
    displayUi,
  });

  const journal = path.join(hre.config.paths.ignition, 'deployments', deploymentId, 'journal.jsonl');
  const rpcUrls = name === 'rehearsal' && 'url' in hre.network.config ? [hre.network.config.url] : parameters.network.rpcUrls;
  const deployment = deploymentDocument(
    parameters,
    { bondFactory: await bondFactory.getAddress(), stakingFactory: await stakingFactory.getAddress(), usd1 },
    deploymentBlockFromJournal(fs.readFileSync(journal, 'utf8')),
    rpcUrls,
  );
  const outFile = path.resolve(ROOT, process.env.DEPLOYMENT_OUT?.trim() || path.join('deployments', `${name}.json`));
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${JSON.stringify(deployment, null, 2)}\n`);
  console.log(`bondFactory ${deployment.contracts.bondFactory}, stakingFactory ${deployment.contracts.stakingFactory}; wrote ${path.relative(ROOT, outFile)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
