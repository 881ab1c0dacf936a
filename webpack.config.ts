/**
 * Build of the app (DESIGN.md sections 1 and 6).
 *
 * - `npm run dev`: dev server on http://127.0.0.1:3000 (`PORT` overrides) with history fallback;
 *   deployment `devnet` unless `DEPLOYMENT`/`DEPLOYMENT_FILE` say otherwise.
 * - `npm run build`: production build into `dist/` (`OUT_DIR` overrides), swc minifier,
 *   content-hashed chunks, deployment `bsc` by default; a deployment with a missing or zero
 *   contract address fails the build with a message naming it.
 *
 * Loaded through ts-node (CommonJS, transpile only: see tsconfig's "ts-node" section).
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
// Type-only: loading webpack-dev-server sets process.env.WEBPACK_SERVE as a side effect.
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
// webpack 5.11x ships `minimizer-webpack-plugin` (the successor of terser-webpack-plugin) as its
// own dependency; the swc minifier is ~2.5x faster than terser here for the same size.
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Deployment } from './common/deployment/schema';
import { AppChunkFilesPlugin, PRERENDERED_ROUTES, PrerenderPagesPlugin } from './scripts/front/prerenderPagesPlugin';
import { colorSchemeStyleSheet } from './src/app/colorSchemeStyleSheet';
import { COLOR_SCHEME_SCRIPT } from './src/shared/colorScheme/colorSchemeInitScript';
import { assertDeploymentComplete } from './src/config/validateDeployment';

/** Fields of the deployment JSON the app never reads (see the rule that inlines it). */
export const DEPLOYMENT_KEYS_NOT_IN_APP = ['dex', 'testTokens', 'quoteSigner', 'deploymentBlock'] as const;

function omitKeys(object: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

/**
 * The deployment as the app gets it: without the fields it never reads, but with the one DEX
 * address it does, the router swaps are approved to (the swap card reads that allowance on chain).
 */
export function deploymentForApp(deployment: Record<string, unknown>): Record<string, unknown> {
  const router = (deployment.dex as { v3?: { swapRouter02?: string } } | undefined)?.v3?.swapRouter02;
  return { ...omitKeys(deployment, DEPLOYMENT_KEYS_NOT_IN_APP), ...(router ? { dex: { v3: { swapRouter02: router } } } : {}) };
}

interface AbiItem {
  type: string;
  stateMutability?: string;
}

/** The functions and events of an ABI: what the app encodes, decodes and reads from receipts. */
export function callsAndEventsOfAbi(abi: readonly AbiItem[]): AbiItem[] {
  return abi.filter((item) => item.type === 'function' || item.type === 'event');
}

const ROOT = __dirname;

/** When this build was made: the clock the prerendered pages are drawn with, which adopting them reads too. */
const BUILD_TIME_MS = Date.now();
const MUI_STYLES_DIR = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles$/;
const DEPLOYMENT_NAMES = ['devnet', 'bsc', 'bsc-testnet'] as const;
type DeploymentName = (typeof DEPLOYMENT_NAMES)[number];

export interface BuildOptions {
  mode: 'development' | 'production';
  /** true under `webpack serve` */
  serve: boolean;
  env: NodeJS.ProcessEnv;
}

export interface ResolvedDeployment {
  file: string;
  deployment: Deployment;
}

/** `DEPLOYMENT_FILE` wins, then `DEPLOYMENT`, then devnet for development and bsc for production. */
export function resolveDeploymentFile(options: BuildOptions): string {
  const explicitFile = options.env.DEPLOYMENT_FILE?.trim();
  if (explicitFile) return path.resolve(ROOT, explicitFile);
  const name = options.env.DEPLOYMENT?.trim() || (options.mode === 'production' && !options.serve ? 'bsc' : 'devnet');
  if (!(DEPLOYMENT_NAMES as readonly string[]).includes(name)) {
    throw new Error(`DEPLOYMENT must be one of ${DEPLOYMENT_NAMES.join(', ')} (got '${name}'); use DEPLOYMENT_FILE for another file`);
  }
  return path.join(ROOT, 'deployments', `${name as DeploymentName}.json`);
}

export function loadDeployment(options: BuildOptions): ResolvedDeployment {
  const file = resolveDeploymentFile(options);
  if (!fs.existsSync(file)) {
    throw new Error(`Deployment file not found: ${path.relative(ROOT, file) || file} (set DEPLOYMENT=devnet|bsc|bsc-testnet or DEPLOYMENT_FILE)`);
  }
  let deployment: Deployment;
  try {
    deployment = JSON.parse(fs.readFileSync(file, 'utf8')) as Deployment;
  } catch (error) {
    throw new Error(`Deployment file ${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (options.mode === 'production') {
    // A placeholder address would send real funds to the zero address: refuse to ship it.
    assertDeploymentComplete(deployment, `Deployment ${path.relative(ROOT, file) || file}`);
  }
  return { file, deployment };
}

export function createConfig(options: BuildOptions): Configuration {
  const { mode, serve, env } = options;
  const production = mode === 'production';
  const { file: deploymentFile, deployment } = loadDeployment(options);
  const outDir = path.resolve(ROOT, env.OUT_DIR?.trim() || 'dist');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number (got '${env.PORT}')`);

  const defined = (value: string | undefined): string => JSON.stringify(value?.trim() ?? '');

  return {
    name: 'app',
    mode,
    context: ROOT,
    entry: { main: './src/index.tsx' },
    target: 'web',
    // SOURCE_MAPS=1: a production build with source maps, to read a CPU profile of it by source line
    devtool: production ? (env.SOURCE_MAPS === '1' ? 'source-map' : false) : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      publicPath: '/',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        // The deployment JSON is inlined: contract addresses never come from a runtime fetch.
        '@deployment$': deploymentFile,
        // @web3-react/core optionally requires ethers v5's providers; we use ethers v6.
        '@ethersproject/providers': false,
        // see src/app/muiThemeProviderNoVars.d.ts
        '@mui/material/styles/ThemeProviderNoVars$': path.join(ROOT, 'node_modules/@mui/material/styles/ThemeProviderNoVars.mjs'),
        // see src/app/muiCreateThemeNoVars.d.ts
        '@mui/material/styles/createThemeNoVars$': path.join(ROOT, 'node_modules/@mui/material/styles/createThemeNoVars.mjs'),
        // React Router 7 resolves to its development build under every export condition.
        ...(production
          ? {
              'react-router$': path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(ROOT, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          // Inlined into the bundle every visitor loads: only what src/config reads. The DEX routing
          // parameters (but the swap router's address), the quote signer, the deployment block and the
          // dev seed's token names are the API's and the scripts' business.
          resource: deploymentFile,
          type: 'json',
          parser: { parse: (text: string) => deploymentForApp(JSON.parse(text) as Record<string, unknown>) },
        },
        {
          // The contract ABIs reach the app only through the contract registry (src/shared/chain/contracts.ts),
          // whose reader and writer encode calls, decode results and read receipts' events: errors (a
          // static selector table) and the constructor are dead weight.
          test: /[\\/]abis[\\/][^\\/]+\.json$/,
          type: 'json',
          parser: { parse: (text: string) => callsAndEventsOfAbi(JSON.parse(text) as AbiItem[]) },
        },
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          // The walletconnect-v2 connector `require`s WalletConnect's provider inside a promise;
          // webpack would still bundle it beside the connector. This shim turns it into a real
          // `import()` so the provider (and appkit, viem) load only when WalletConnect is picked.
          // (a rule's `resolve` applies to the dependencies of the modules the rule matches)
          include: /[\\/]node_modules[\\/]@web3-react[\\/]walletconnect-v2[\\/]/,
          resolve: {
            alias: {
              '@walletconnect/ethereum-provider$': path.join(ROOT, 'src/app/lazyWalletConnectProvider.ts'),
            },
          },
        },
        {
          // ENS name normalisation (Unicode tables) is never used: the app addresses contracts by hex
          // address on BNB Smart Chain, which has no ENS (see the shim).
          include: /[\\/]node_modules[\\/]ethers[\\/]/,
          resolve: {
            alias: {
              '@adraffy/ens-normalize$': path.join(ROOT, 'src/shared/chain/ensNormalizeShim.ts'),
            },
          },
        },
        {
          // emotion imports hoist-non-react-statics (with its own react-is) for `withTheme` alone,
          // which nothing here calls: see the shim.
          include: /[\\/]node_modules[\\/]@emotion[\\/]react[\\/]/,
          resolve: {
            alias: {
              'hoist-non-react-statics$': path.join(ROOT, 'src/app/hoistStaticsShim.ts'),
            },
          },
        },
        {
          // web3-react's store validates accounts with ethers v5's getAddress, which drags
          // @ethersproject/{address,bignumber,bytes,keccak256,logger} into the entry chunk; the
          // wallet module's shim validates the shape without them.
          include: /[\\/]node_modules[\\/]@web3-react[\\/]store[\\/]/,
          resolve: {
            alias: {
              '@ethersproject/address$': path.join(ROOT, 'src/shared/wallet/web3ReactAddressShim.ts'),
            },
          },
        },
        {
          // evaluated while building: the bundle gets the module's exported values (scripts/front/atBuildLoader.ts)
          test: /\.atBuild\.ts$/,
          use: { loader: path.join(ROOT, 'scripts/front/atBuildLoader.ts') },
        },
        {
          test: /\.(png|jpe?g|gif|webp|svg)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      // MUI's createTheme (imported by its default theme, so by every styled component) carries the
      // CSS-variables theme builder although this app never asks for it: src/app/createThemeWithoutVars.ts
      // takes its place (the request is rewritten before resolution, so the shim gets the TypeScript rule).
      new webpack.NormalModuleReplacementPlugin(/^\.\/createTheme\.mjs$/, (resolveData: { context: string; request: string }) => {
        if (MUI_STYLES_DIR.test(resolveData.context)) resolveData.request = path.join(ROOT, 'src/app/createThemeWithoutVars.ts');
      }),
      new webpack.DefinePlugin({
        'process.env.API_BASE': defined(env.API_BASE),
        'process.env.RPC_URL': defined(env.RPC_URL),
        'process.env.RPC_URLS': defined(env.RPC_URLS),
        'process.env.DEPLOYMENT': JSON.stringify(deployment.network),
        'process.env.WALLETCONNECT_PROJECT_ID': defined(env.WALLETCONNECT_PROJECT_ID),
        'process.env.CONTACT_EMAIL': defined(env.CONTACT_EMAIL),
        'process.env.VERIFIED_SALES': defined(env.VERIFIED_SALES),
        'process.env.VERIFIED_POOLS': defined(env.VERIFIED_POOLS),
        'process.env.BUILD_TIME_MS': JSON.stringify(String(BUILD_TIME_MS)),
      }),
      new HtmlWebpackPlugin({
        template: path.join(ROOT, 'public/index.html'),
        // the template loads the scripts itself, after the first paint
        inject: false,
        // both colour schemes' CSS variables, and the head's script that picks one before the first
        // paint (written as it is: docs/OPERATIONS.md's Content-Security-Policy allows it by its hash)
        templateParameters: { colorSchemeCss: colorSchemeStyleSheet(), colorSchemeScript: COLOR_SCHEME_SCRIPT },
        minify: production ? { collapseWhitespace: true, removeComments: true, minifyJS: false } : false,
      }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: path.join(ROOT, 'public'),
            to: outDir,
            globOptions: { ignore: ['**/index.html', '**/.DS_Store'] },
            noErrorOnMissing: true,
          },
        ],
      }),
    ],
    optimization: {
      minimize: production,
      minimizer: [
        new MinimizerPlugin({
          minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
          extractComments: false,
        }),
      ],
      // Stable ids keep unchanged chunks' hashes (and browsers' caches) across releases.
      moduleIds: 'deterministic',
      chunkIds: production ? 'deterministic' : 'named',
      runtimeChunk: false,
    },
    performance: {
      // `npm run size` checks the real budget (the JS a visitor loads for `/`), not per-asset sizes.
      hints: false,
    },
    devServer: serve
      ? ({
          host: '127.0.0.1',
          port,
          historyApiFallback: true,
          static: false,
          hot: false,
          liveReload: true,
          client: { overlay: { errors: true, warnings: false } },
        } satisfies DevServerConfiguration)
      : undefined,
    stats: production ? 'normal' : 'minimal',
  };
}

/**
 * The Node bundle that renders PRERENDERED_ROUTES once the app is built: the app's own module rules,
 * aliases and build-time constants (so the HTML is what the browser's first render makes), in one
 * file that PrerenderPagesPlugin runs and then deletes.
 */
export function createPrerenderConfig(app: Configuration, appChunks: AppChunkFilesPlugin): Configuration {
  const appDir = app.output!.path!;
  const sharedPlugins = (app.plugins ?? []).filter(
    (plugin) => plugin instanceof webpack.DefinePlugin || plugin instanceof webpack.NormalModuleReplacementPlugin,
  );
  return {
    name: 'prerender',
    dependencies: ['app'],
    mode: app.mode,
    context: ROOT,
    target: 'node',
    entry: { prerenderPage: './src/app/prerender/prerenderPage.tsx' },
    devtool: false,
    output: {
      path: path.join(appDir, '.prerender'),
      publicPath: app.output!.publicPath,
      filename: '[name].js',
      assetModuleFilename: app.output!.assetModuleFilename,
      library: { type: 'commonjs2' },
    },
    resolve: app.resolve,
    module: app.module,
    plugins: [
      ...sharedPlugins,
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new PrerenderPagesPlugin({ appDir, bundleFile: 'prerenderPage.js', routes: PRERENDERED_ROUTES, appChunks }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A production build is the app and its prerendered pages; the dev server serves the app alone.
 * `PRERENDER=1 webpack --mode development` prerenders a development build too, whose React names
 * the element behind a hydration mismatch.
 */
export function createConfigs(options: BuildOptions): Configuration[] {
  const app = createConfig(options);
  const prerender = !options.serve && (options.mode === 'production' || options.env.PRERENDER === '1');
  if (!prerender) return [app];
  // the app's compilation records its chunk files, which the prerendered pages list for boot.js
  const appChunks = new AppChunkFilesPlugin();
  return [{ ...app, plugins: [...(app.plugins ?? []), appChunks] }, createPrerenderConfig(app, appChunks)];
}

export default function webpackConfig(
  cliEnv: Record<string, unknown> = {},
  argv: { mode?: string } = {},
): Configuration[] {
  const mode = argv.mode === 'production' || process.env.NODE_ENV === 'production' ? 'production' : 'development';
  // webpack-cli passes { WEBPACK_SERVE: true } to `webpack serve` (not read from process.env,
  // which webpack-dev-server sets for any process that merely loads it).
  const serve = cliEnv.WEBPACK_SERVE === true;
  return createConfigs({ mode, serve, env: process.env });
}
