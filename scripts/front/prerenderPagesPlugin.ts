/**
 * Writes the prerendered pages of a production build (see src/app/prerender/prerenderPage.tsx).
 *
 * Runs after the Node bundle of the prerender entry is emitted, which is after the app's own
 * compilation (the prerender config depends on it), so the app's `index.html` is there to fill:
 * - each route in `routes` gets its own file (`/` → index.html, `/bond/sales` → bond/sales/index.html)
 *   with its first screen inside `#root` and the screen's styles in the head;
 * - every page, `app.html` included, opens its connections to the chain's endpoint and the API early
 *   (`<link rel="preconnect">`, origins from the build's config);
 * - each lists its route's chunks (section, page, chain reader) for public/boot.js to load beside the entry;
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
 * Hosts need the same rewrite (docs/OPERATIONS.md, 'Serving the app').
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

/**
 * Records, once the app is compiled, the files of each of its named chunk groups (a chunk and the
 * shared chunks it needs), as the browser requests them: '/js/staking-pool.1a2b.js'.
 */
export class AppChunkFilesPlugin {
  private readonly files = new Map<string, string[]>();

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('AppChunkFilesPlugin', (compilation) => {
      const publicPath = String(compilation.outputOptions.publicPath ?? '/');
      this.files.clear();
      for (const [name, group] of compilation.namedChunkGroups) {
        this.files.set(
          name,
          group.getFiles().filter((file) => file.endsWith('.js')).map((file) => publicPath + file),
        );
      }
    });
  }

  /** The files of a named chunk group; throws on a name the app has no chunk for (a renamed chunk). */
  filesOf(name: string): string[] {
    const files = this.files.get(name);
    if (!files) throw new Error(`The app has no chunk named '${name}' (its webpackChunkName and the page's 'chunk' differ?)`);
    return files;
  }
}

/** The app's HTML with `files` added to the scripts public/boot.js loads (after the entry, each once). */
export function withPageScripts(template: string, files: readonly string[]): string {
  const match = /data-scripts="([^"]*)"/.exec(template);
  if (!match) throw new Error("The app's index.html has no data-scripts attribute for public/boot.js");
  const scripts = match[1].split(' ').filter(Boolean);
  const all = [...scripts, ...files.filter((file) => !scripts.includes(file))];
  return template.replace(match[0], `data-scripts="${[...new Set(all)].join(' ')}"`);
}

export class PrerenderPagesPlugin {
  constructor(
    private readonly options: { appDir: string; bundleFile: string; routes: readonly string[]; appChunks: AppChunkFilesPlugin },
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPagesPlugin', async (compilation) => {
      const bundleDir = compilation.outputOptions.path!;
      const bundle = path.join(bundleDir, this.options.bundleFile);
      try {
        delete require.cache[require.resolve(bundle)];
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a bundle just emitted by this build, loaded by path
        const { prerenderPage, preconnectOrigins, routeChunkNames } = require(bundle) as {
          prerenderPage: (route: string) => Promise<PrerenderedPage>;
          preconnectOrigins: () => string[];
          routeChunkNames: (pathname: string) => string[];
        };
        const template = withPreconnects(fs.readFileSync(path.join(this.options.appDir, 'index.html'), 'utf8'), preconnectOrigins());
        fs.writeFileSync(path.join(this.options.appDir, SPA_FALLBACK_FILE), template);
        for (const route of this.options.routes) {
          const file = path.join(this.options.appDir, prerenderedFileOf(route));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          const pathname = renderedPathOf(route);
          // the page's chunks download beside the entry instead of after it has run
          const pageScripts = routeChunkNames(pathname).flatMap((name) => this.options.appChunks.filesOf(name));
          fs.writeFileSync(file, fillTemplate(withPageScripts(template, pageScripts), await prerenderPage(pathname)));
        }
      } catch (error) {
        compilation.errors.push(new (compiler.webpack.WebpackError)(`Prerendering failed: ${(error as Error).stack ?? error}`));
      } finally {
        fs.rmSync(bundleDir, { recursive: true, force: true });
      }
    });
  }
}
