/**
 * The first screen of a page as HTML, made at build time (webpack.config.ts runs this module in
 * Node after the app is built) so that a phone paints the header, the page's title and its
 * skeletons before the script arrives. The browser then hydrates it (src/index.tsx).
 *
 * Rendered as a visitor with nothing loaded: the same state the app's own first render is in, so
 * hydration reuses the markup instead of replacing it.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { config } from '../../config';
import { App } from '../App';
import { AppProviders } from '../AppProviders';
import { makeStore } from '../../shared/store/store';

/** Re-exported for the build: which chunks a prerendered page loads beside the entry. */
export { routeChunkNames } from '../routeChunks';

export interface PrerenderedPage {
  /** the markup that goes inside `#root` */
  html: string;
  /** emotion's `<style data-emotion>` tags for that markup, for the document's head */
  styleTags: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : (part as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  // The browser's default emotion cache has the key 'css' too: it adopts these style tags.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const store = makeStore({ persistTransactions: false });
  // React would leave a failing part for the browser to render and only log the error; a build
  // must not ship a page with a hole in it.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders store={store}>
          <StaticRouter location={pathname}>
            <App />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline: no fallback swapped for its content by an inline script later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await streamToString(prelude);
  const [first] = errors;
  if (first !== undefined) throw new Error(`Prerendering ${pathname} failed: ${first instanceof Error ? (first.stack ?? first.message) : String(first)}`);
  const critical = extractCriticalToChunks(html);
  return { html, styleTags: constructStyleTagsFromChunks({ ...critical, styles: [...critical.styles, unnamedClassStyles(cache, critical.styles)] }) };
}

/**
 * The class styles the render made that the HTML names nowhere. A styled component wrapping another
 * (IconButton over ButtonBase) makes a class of its own, which the inner one merges into the class the
 * element gets. emotion's critical styles leave it out; the browser, not finding it among the page's
 * styles, would compile and insert every such class again while adopting the page, in one long task.
 */
function unnamedClassStyles(cache: EmotionCache, shipped: readonly { ids: string[] }[]): { key: string; ids: string[]; css: string } {
  const named = new Set(shipped.flatMap((chunk) => chunk.ids));
  const ids = Object.keys(cache.inserted).filter(
    (id) => !named.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined && typeof cache.inserted[id] === 'string',
  );
  return { key: cache.key, ids, css: ids.map((id) => cache.inserted[id]).join('') };
}

/**
 * The other origins every page talks to at once (the chain's preferred endpoint, the API), for
 * `<link rel="preconnect">`: the connection is open by the time the first read goes out.
 */
export function preconnectOrigins(): string[] {
  const origins = [config.chain.rpcUrl, config.apiBase].flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return []; // a relative URL is the page's own origin
    }
  });
  return [...new Set(origins)];
}
