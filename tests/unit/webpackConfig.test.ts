/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpackConfig, { createConfig, createConfigs, loadDeployment, resolveDeploymentFile, type BuildOptions } from '../../webpack.config';

const ROOT = path.join(__dirname, '..', '..');
const devnet = JSON.parse(fs.readFileSync(path.join(ROOT, 'deployments/devnet.json'), 'utf8'));

function options(mode: BuildOptions['mode'], env: Record<string, string> = {}, serve = false): BuildOptions {
  return { mode, serve, env };
}

function tempDeployment(contracts: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deployment-'));
  const file = path.join(dir, 'deployment.json');
  fs.writeFileSync(file, JSON.stringify({ ...devnet, contracts: { ...devnet.contracts, ...contracts } }));
  return file;
}

describe('deployment choice', () => {
  it('uses devnet for development and the dev server, bsc for a production build', () => {
    expect(resolveDeploymentFile(options('development'))).toBe(path.join(ROOT, 'deployments/devnet.json'));
    expect(resolveDeploymentFile(options('development', {}, true))).toBe(path.join(ROOT, 'deployments/devnet.json'));
    expect(resolveDeploymentFile(options('production'))).toBe(path.join(ROOT, 'deployments/bsc.json'));
  });

  it('follows DEPLOYMENT, and DEPLOYMENT_FILE over it', () => {
    expect(resolveDeploymentFile(options('production', { DEPLOYMENT: 'devnet' }))).toBe(path.join(ROOT, 'deployments/devnet.json'));
    expect(resolveDeploymentFile(options('production', { DEPLOYMENT: 'devnet', DEPLOYMENT_FILE: '.tmp/x.json' }))).toBe(
      path.join(ROOT, '.tmp/x.json'),
    );
    expect(() => resolveDeploymentFile(options('production', { DEPLOYMENT: 'mainnet' }))).toThrow(
      "DEPLOYMENT must be one of devnet, bsc, bsc-testnet (got 'mainnet')",
    );
    expect(resolveDeploymentFile(options('production', { DEPLOYMENT: 'bsc-testnet' }))).toBe(path.join(ROOT, 'deployments/bsc-testnet.json'));
  });

  it('fails a production build whose deployment has a zero or missing contract address, naming it', () => {
    const file = tempDeployment({ bondFactory: '0x0000000000000000000000000000000000000000', stakingFactory: '' });
    expect(() => loadDeployment(options('production', { DEPLOYMENT_FILE: file }))).toThrow(
      /missing contracts\.bondFactory, contracts\.stakingFactory/,
    );
    // development builds (a chain that is not seeded yet) still start
    expect(loadDeployment(options('development', { DEPLOYMENT_FILE: file })).deployment.chainId).toBe(devnet.chainId);
  });

  it('fails clearly on a missing deployment file', () => {
    expect(() => loadDeployment(options('production', { DEPLOYMENT_FILE: 'deployments/nope.json' }))).toThrow(
      'Deployment file not found: deployments/nope.json',
    );
  });
});

describe('createConfig', () => {
  it('production: hashed chunks into OUT_DIR, the chosen deployment inlined, build-time env defined', () => {
    const config = createConfig(options('production', { DEPLOYMENT: 'devnet', OUT_DIR: '.tmp/out', API_BASE: 'http://api.test' }));
    expect(config.output?.path).toBe(path.join(ROOT, '.tmp/out'));
    expect(config.output?.chunkFilename).toContain('[contenthash');
    const alias = config.resolve?.alias as Record<string, string | false>;
    expect(alias['@deployment$']).toBe(path.join(ROOT, 'deployments/devnet.json'));
    expect(alias['@ethersproject/providers']).toBe(false);
    const define = config.plugins?.find((plugin) => plugin?.constructor.name === 'DefinePlugin') as unknown as {
      definitions: Record<string, string>;
    };
    expect(define.definitions['process.env.API_BASE']).toBe(JSON.stringify('http://api.test'));
    expect(define.definitions['process.env.RPC_URL']).toBe(JSON.stringify(''));
    expect(define.definitions['process.env.DEPLOYMENT']).toBe(JSON.stringify('devnet'));
    expect(config.optimization?.minimize).toBe(true);
  });

  it('dev server: 127.0.0.1:3000 with history fallback, PORT overrides', () => {
    expect(createConfig(options('development', {}, true)).devServer).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      historyApiFallback: true,
    });
    expect(createConfig(options('development', { PORT: '23456' }, true)).devServer).toMatchObject({ port: 23456 });
    expect(() => createConfig(options('development', { PORT: 'abc' }, true))).toThrow('PORT must be a port number');
  });

  it("sends WalletConnect's provider through the lazy shim, for the connector package only", () => {
    const rules = createConfig(options('development')).module?.rules as { include?: RegExp; resolve?: { alias?: Record<string, string> } }[];
    const rule = rules.find((r) => r.resolve?.alias?.['@walletconnect/ethereum-provider$']);
    expect(rule?.resolve?.alias?.['@walletconnect/ethereum-provider$']).toBe(path.join(ROOT, 'src/app/lazyWalletConnectProvider.ts'));
    expect(rule?.include?.test('/x/node_modules/@web3-react/walletconnect-v2/dist/index.js')).toBe(true);
    expect(rule?.include?.test('/x/src/app/lazyWalletConnectProvider.ts')).toBe(false);
  });
});

describe('EXTRA_ENTRY', () => {
  const devnetEnv = { DEPLOYMENT: 'devnet' };

  it('leaves the entries as they are when unset or empty', () => {
    for (const env of [devnetEnv, { ...devnetEnv, EXTRA_ENTRY: ' , ' }]) {
      const [app, prerender] = createConfigs(options('production', env));
      expect(app.entry).toEqual({ main: './src/index.tsx' });
      expect(prerender.entry).toEqual({ prerenderPage: './src/app/prerender/prerenderPage.tsx' });
    }
  });

  it('runs the named modules, in order, before the app and before its prerendered pages are drawn', () => {
    const extra = 'tests/example-drop/dropFeature.ts, src/app/features.ts';
    const [app, prerender] = createConfigs(options('production', { ...devnetEnv, EXTRA_ENTRY: extra }));
    const modules = [path.join(ROOT, 'tests/example-drop/dropFeature.ts'), path.join(ROOT, 'src/app/features.ts')];
    expect(app.entry).toEqual({ main: [...modules, './src/index.tsx'] });
    expect(prerender.entry).toEqual({ prerenderPage: [...modules, './src/app/prerender/prerenderPage.tsx'] });
  });

  it('refuses a module that does not exist, naming it', () => {
    expect(() => createConfig(options('production', { ...devnetEnv, EXTRA_ENTRY: 'tests/nope.ts' }))).toThrow('EXTRA_ENTRY names tests/nope.ts, which does not exist');
  });
});

describe('the webpack-cli entry (default export)', () => {
  it('`webpack --mode production` builds bsc even in a process that loaded webpack-dev-server', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded here, not at the top: webpack-dev-server sets process.env.WEBPACK_SERVE when loaded, and that must not turn a build into a serve
    require('webpack-dev-server');
    let deploymentFile: unknown;
    try {
      const [config, prerender] = webpackConfig({ WEBPACK_BUNDLE: true, WEBPACK_BUILD: true }, { mode: 'production' });
      expect(prerender).toMatchObject({ name: 'prerender', dependencies: ['app'], target: 'node' });
      deploymentFile = (config.resolve?.alias as Record<string, unknown>)['@deployment$'];
      expect(config.devServer).toBeUndefined();
    } catch (error) {
      // bsc.json still has placeholder addresses: the build refuses it, naming the file
      deploymentFile = /deployments\/bsc\.json/.test((error as Error).message) ? path.join(ROOT, 'deployments/bsc.json') : error;
    }
    expect(deploymentFile).toBe(path.join(ROOT, 'deployments/bsc.json'));
  });

  it('`webpack serve` gets the dev server on devnet', () => {
    const configs = webpackConfig({ WEBPACK_SERVE: true }, { mode: 'development' });
    expect(configs).toHaveLength(1); // the dev server prerenders nothing
    const [config] = configs;
    expect(config.devServer).toMatchObject({ host: '127.0.0.1', historyApiFallback: true });
    expect((config.resolve?.alias as Record<string, unknown>)['@deployment$']).toBe(path.join(ROOT, 'deployments/devnet.json'));
  });
});
