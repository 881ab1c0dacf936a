import { yieldToMain } from './yieldToMain';

/**
 * Runs `format` once, soon, in a task of its own. A page's first Intl formatter costs ~20 ms (the
 * engine loads its locale data): a page that shows dates makes its formatter while its first reads
 * are out, rather than inside the render that shows their answers.
 */
export function warmUpFormatter(format: () => unknown): void {
  void yieldToMain().then(format);
}
