/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { StatsCompilation } from 'webpack';
import { measure } from '../../scripts/size';

function dist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const gz = (text: string) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

// Only the fields `measure` reads; webpack's full stats types demand many more.
const stats = (landingModules: string[]): StatsCompilation => ({
  entrypoints: { main: { chunks: ['main'] } } as unknown as StatsCompilation['entrypoints'],
  namedChunkGroups: { landing: { chunks: ['landing', 'vendor'] } } as unknown as StatsCompilation['namedChunkGroups'],
  chunks: [
    { id: 'main', files: ['js/main.js'], children: ['landing', 'vendor', 'bond'], modules: [{ nameForCondition: '/app/src/index.tsx' }] },
    {
      id: 'landing',
      files: ['js/landing.js', 'js/landing.js.map'],
      children: ['ethers'],
      // a concatenated module carries its parts in `modules`
      modules: [{ nameForCondition: '/app/src/features/landing/LandingPage.tsx', modules: landingModules.map((name) => ({ nameForCondition: name })) }],
    },
    { id: 'vendor', files: ['js/vendor.js'], children: [], modules: [] },
    { id: 'bond', files: ['js/bond.js'], children: [], modules: [] },
    { id: 'ethers', files: ['js/ethers.js'], children: [], modules: [{ nameForCondition: '/app/node_modules/ethers/lib.esm/index.js' }] },
  ] as unknown as StatsCompilation['chunks'],
});

const files = {
  'js/main.js': 'main '.repeat(100),
  'js/landing.js': 'landing '.repeat(50),
  'js/landing.js.map': 'not javascript',
  'js/vendor.js': 'vendor code',
  'js/bond.js': 'bond',
  'js/ethers.js': 'ethers '.repeat(500),
};

describe('measure (npm run size)', () => {
  it('counts the entry chunks and the landing chunk group, and lists other routes and on-demand chunks apart', () => {
    const report = measure(stats(['/app/src/features/swap/SwapCard.tsx']), dist(files));
    expect(report.counted.map((chunk) => chunk.file).sort()).toEqual(['js/landing.js', 'js/main.js', 'js/vendor.js']);
    expect(report.totalGzipBytes).toBe(gz(files['js/main.js']) + gz(files['js/landing.js']) + gz(files['js/vendor.js']));
    expect(report.onDemand.map((chunk) => chunk.file).sort()).toEqual(['js/bond.js', 'js/ethers.js']);
    expect(report.forbidden).toEqual([]);
  });

  it('flags ethers, WalletConnect, appkit and TypeChain modules inside the counted chunks', () => {
    const report = measure(
      stats([
        '/app/node_modules/ethers/lib.esm/abi/index.js',
        '/app/node_modules/@walletconnect/ethereum-provider/dist/index.js',
        '/app/node_modules/@reown/appkit/dist/index.js',
        '/app/typechain-types/factories/ERC20__factory.ts',
      ]),
      dist(files),
    );
    expect(report.forbidden.map((hit) => hit.label)).toEqual(['ethers', "WalletConnect's provider", 'appkit', 'TypeChain wrappers']);
  });

  it('fails clearly when the build has no landing chunk group', () => {
    const broken = { ...stats([]), namedChunkGroups: {} };
    expect(() => measure(broken, dist(files))).toThrow("The build has no chunk group 'landing'");
  });
});
