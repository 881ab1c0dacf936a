import { useDeferredValue } from 'react';

/**
 * A query hook's result, drawn in a transition. A page's data arrives as a store update, which
 * React renders at once, in one task: the first draw of a whole page (its cards, its figures) is
 * then a long task on a phone, and so is the render that follows adopting a prerendered page.
 * Deferred, React draws it in slices between which the page answers input; the previous result
 * (the loading frame, or the last figures) shows until it is done. RTK Query keeps a result's
 * identity while nothing in it changes, so an unchanged result causes no second render.
 */
export function useDeferredResult<T>(result: T): T {
  return useDeferredValue(result);
}
