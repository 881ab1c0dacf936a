import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../config';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { useGetQuoteQuery, useGetTokensQuery } from './api/swapApi';
import { resolvePresetToken } from './lib/params';
import { isNative, type SwapToken } from './lib/tokens';
import {
  quoteArgsKey,
  quoteArgsSettled,
  selectDesiredQuoteArgs,
  selectQuoteArgs,
  selectQuoteExpiresAt,
  selectQuoteView,
  selectSwapForm,
  tokensPreset,
} from './swapSlice';

/**
 * The live quote: the request goes out `quoteDebounce` ms after tokens and amount stop
 * changing (one request per settled input), refreshes itself when it expires, and only the
 * answer for the settled input is ever shown (selectQuoteView).
 */
export function useSwapQuote() {
  const dispatch = useAppDispatch();
  const desired = useAppSelector(selectDesiredQuoteArgs);
  const settled = useAppSelector(selectQuoteArgs);
  const expiresAt = useAppSelector(selectQuoteExpiresAt);
  const desiredKey = quoteArgsKey(desired);

  useEffect(() => {
    if (desiredKey === quoteArgsKey(settled)) return undefined;
    if (!desired) {
      // nothing to quote: drop the old request right away, no need to wait
      dispatch(quoteArgsSettled(null));
      return undefined;
    }
    const timer = setTimeout(() => dispatch(quoteArgsSettled(desired)), config.timing.quoteDebounce);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- desiredKey stands for `desired`, a new object each render that would restart the debounce
  }, [desiredKey, settled, dispatch]);

  // A settled input always gets a fresh answer, even if an older one for the same input is cached.
  const { refetch } = useGetQuoteQuery(settled ?? skipToken, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (expiresAt === null || !settled) return undefined;
    const timer = setTimeout(() => {
      void refetch();
    }, Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt, settled, refetch]);

  return useAppSelector(selectQuoteView);
}

/**
 * The token list, polled every 30 minutes and refetched when the tab becomes visible again
 * or the window regains focus (SPEC section 4).
 */
export function useSwapTokens() {
  const result = useGetTokensQuery(undefined, { pollingInterval: config.timing.tokenPolling });
  const { refetch } = result;
  const lastRefetch = useRef(0);
  useEffect(() => {
    const again = () => {
      // focus and visibilitychange usually fire together: one request is enough
      const now = Date.now();
      if (now - lastRefetch.current < 1_000) return;
      lastRefetch.current = now;
      void refetch();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') again();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', again);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', again);
    };
  }, [refetch]);
  return result;
}

/**
 * Presets from /?inputCurrency=…&outputCurrency=… (applied again when a new link is followed),
 * BNB as the default source.
 */
export function useTokenPresets(tokens: SwapToken[] | undefined) {
  const dispatch = useAppDispatch();
  const { appliedPreset, srcToken } = useAppSelector(selectSwapForm);
  // read in the effect only; a prerender (no window) has no link to apply
  const search = typeof window === 'undefined' ? '' : window.location.search;
  useEffect(() => {
    if (!tokens || appliedPreset === search) return;
    const params = new URLSearchParams(search);
    const preset = resolvePresetToken(params.get('inputCurrency'), tokens);
    const src = preset ?? (srcToken ? null : (tokens.find((t) => isNative(t.address)) ?? null));
    const dst = resolvePresetToken(params.get('outputCurrency'), tokens);
    dispatch(tokensPreset({ src, dst, search }));
  }, [tokens, search, appliedPreset, srcToken, dispatch]);
}
