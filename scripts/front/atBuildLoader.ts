/**
 * webpack loader for modules named `*.atBuild.ts`: the module runs in Node while the app is built,
 * and the bundle gets the values of its exports as literals, not its code nor anything it imports.
 * For values fixed for a build whose making would cost the bundle code (src/app/themeVars.atBuild.ts:
 * MUI's CSS-variables theme builder). Exports must be JSON (no functions, no bigint). Jest runs such
 * a module as it is. webpack loads its config through ts-node, so this loader can require TypeScript.
 */
import path from 'node:path';
import type { LoaderContext } from 'webpack';

export default function atBuildLoader(this: LoaderContext<unknown>): string {
  // evaluated afresh on every build, with the app's modules it imports read again (`webpack serve`)
  this.cacheable(false);
  const appSources = path.join(this.rootContext, 'src') + path.sep;
  for (const cached of Object.keys(require.cache)) if (cached.startsWith(appSources)) delete require.cache[cached];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is evaluated in Node, by path
  const exported = require(this.resourcePath) as Record<string, unknown>;
  return Object.entries(exported)
    .filter(([name]) => name !== '__esModule')
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
}
