/**
 * Writes the prerendered pages of a production build (see src/app/prerender/prerenderPage.tsx).
 *
 * Runs after the Node bundle of the prerender entry is emitted, which is after the app's own
 * compilation (the prerender config depends on it), so the app's `index.html` is there to fill:
 * - each route in `routes` gets its own file (`/` → index.html, `/bond/sales` → bond/sales/index.html)
 *   with its first screen inside `#root` and the screen's styles in the head;
 * - every page, `app.html` included, opens its connections to the chain's endpoint and the API early
 *   (`<link rel="preconnect">`, origins from the build's config);
 * - `app.html` keeps the empty shell: the fallback for every other path (a sale or pool page, a
 *   redirect), which the app renders in the browser as before. Static hosts must serve it for
 *   paths that have no file of their own (sirv's `single: 'app.html'`).
 *
 * The Node bundle is deleted afterwards: only the HTML ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import type { PrerenderedPage } from '../../src/app/prerender/prerenderPage';

export const SPA_FALLBACK_FILE = 'app.html';

/**
 * Pages whose first screen ships as HTML. A `:param` route is one file for every value: the page's
 * first render does not depend on it (it shows the page's frame while its listing loads).
 */
export const PRERENDERED_ROUTES = ['/', '/bond/sales', '/staking/pools', '/bond/sales/:id', '/staking/pools/:id'] as const;

/** The path rendered for a route: a `:param` takes a valid listing id (the first render is the same for all). */
export function renderedPathOf(route: string): string {
  return route.replace(/:[^/]+/g, '1');
}
const EMPTY_ROOT = '<div id="root"></div>';

/** The file a prerendered route is served from (`/bond/sales/:id` → bond/sales/_id/index.html). */
export function prerenderedFileOf(route: string): string {
  if (!route.startsWith('/')) throw new Error(`A prerendered route starts with '/' (got '${route}')`);
  return route === '/' ? 'index.html' : path.posix.join(route.slice(1).replace(/:/g, '_'), 'index.html');
}

/**
 * Where a static server finds a request's page when the path itself has no file: `/bond/sales/7`
 * is served `/bond/sales/_id/`. Undefined for every other path (its own file, or the app shell).
 * Hosts need the same rewrite (README, 'Hosting the build').
 */
export function prerenderedUrlFor(url: string, routes: readonly string[] = PRERENDERED_ROUTES): string | undefined {
  const [pathname, query = ''] = url.split(/\?(.*)/s, 2);
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    const pattern = route.split('/').filter(Boolean);
    if (!pattern.some((part) => part.startsWith(':')) || pattern.length !== segments.length) continue;
    if (pattern.every((part, index) => part.startsWith(':') || part === segments[index])) {
      return `/${path.posix.dirname(prerenderedFileOf(route))}/${query ? `?${query}` : ''}`;
    }
  }
  return undefined;
}

/** The app's HTML with a preconnect hint per origin at the start of the head (before any script or style). */
export function withPreconnects(template: string, origins: readonly string[]): string {
  const hints = origins.map((origin) => `<link rel="preconnect" href="${encodeURI(origin)}" crossorigin>`).join('');
  if (!/<head>/.test(template)) throw new Error("The app's index.html has no <head>");
  return template.replace('<head>', `<head>${hints}`);
}

/** The app's HTML with a prerendered page inside `#root` and its style tags at the end of the head. */
export function fillTemplate(template: string, page: PrerenderedPage): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`The app's index.html has no empty ${EMPTY_ROOT} to prerender into`);
  if (!template.includes('</head>')) throw new Error("The app's index.html has no </head>");
  return template.replace(EMPTY_ROOT, `<div id="root">${page.html}</div>`).replace('</head>', `${page.styleTags}</head>`);
}

export class PrerenderPagesPlugin {
  constructor(private readonly options: { appDir: string; bundleFile: string; routes: readonly string[] }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPagesPlugin', async (compilation) => {
      const bundleDir = compilation.outputOptions.path!;
      const bundle = path.join(bundleDir, this.options.bundleFile);
      try {
        delete require.cache[require.resolve(bundle)];
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a bundle just emitted by this build, loaded by path
        const { prerenderPage, preconnectOrigins } = require(bundle) as {
          prerenderPage: (route: string) => Promise<PrerenderedPage>;
          preconnectOrigins: () => string[];
        };
        const template = withPreconnects(fs.readFileSync(path.join(this.options.appDir, 'index.html'), 'utf8'), preconnectOrigins());
        fs.writeFileSync(path.join(this.options.appDir, SPA_FALLBACK_FILE), template);
        for (const route of this.options.routes) {
          const file = path.join(this.options.appDir, prerenderedFileOf(route));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, fillTemplate(template, await prerenderPage(renderedPathOf(route))));
        }
      } catch (error) {
        compilation.errors.push(new (compiler.webpack.WebpackError)(`Prerendering failed: ${(error as Error).stack ?? error}`));
      } finally {
        fs.rmSync(bundleDir, { recursive: true, force: true });
      }
    });
  }
}
