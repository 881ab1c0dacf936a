import { useEffect, useMemo, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../config';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { useGetQuoteQuery, useGetTokensQuery } from './api/swapApi';
import { localStorageOrUndefined } from '../../shared/lib/sessionStorage';
import { saveImportedTokens } from './lib/importedTokens';
import { pairSearch, resolvePresetToken } from './lib/params';
import { nativeTokenIn, type SwapToken } from './lib/tokens';
import { quoteArgsKey, quoteView, type QuoteView } from './lib/quoteView';
import { presetWritten, selectDesiredQuoteArgs, selectImportedTokens, selectSwapForm, tokensPreset } from './swapSlice';

/** `value` once it has stayed the same (by `key`) for `ms`; null at once when it becomes null. */
function useSettledValue<T>(value: T | null, key: (value: T | null) => string, ms: number): T | null {
  const [settled, setSettled] = useState(value);
  const current = key(value);
  useEffect(() => {
    if (value === null) {
      setSettled(null); // nothing to quote: drop the old request at once, no need to wait
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` stands for `value`, a new object each render that would restart the wait
  }, [current, ms]);
  return settled;
}

/**
 * The live quote: the query's arguments are the form's, once tokens and amount have stopped
 * changing for `quoteDebounce` ms (one request per settled input); RTK Query polls it every
 * `quoteTTL`, so a shown quote is never older than its validity, and only the answer for the
 * current input is ever shown (quoteView).
 */
export function useSwapQuote(): QuoteView {
  const desired = useAppSelector(selectDesiredQuoteArgs);
  const requested = useSettledValue(desired, quoteArgsKey, config.timing.quoteDebounce);
  // a settled input always gets a fresh answer, even if an older one for the same input is cached
  const read = useGetQuoteQuery(requested ?? skipToken, { pollingInterval: config.timing.quoteTTL, refetchOnMountOrArgChange: true });
  return useMemo(() => quoteView(desired, requested, read), [desired, requested, read]);
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
    const src = preset ?? (srcToken ? null : nativeTokenIn(tokens));
    const dst = resolvePresetToken(params.get('outputCurrency'), tokens);
    dispatch(tokensPreset({ src, dst, search }));
  }, [tokens, search, appliedPreset, srcToken, dispatch]);
}

/**
 * The chosen pair goes into the address bar (`?inputCurrency=…&outputCurrency=…`, replacing the
 * entry, not adding one), so a reload keeps it and the URL can be shared. Only once a preset was
 * applied: before the token list arrives the form is empty and would wipe a followed link.
 */
export function useRememberedPair() {
  const dispatch = useAppDispatch();
  const { appliedPreset, srcToken, dstToken } = useAppSelector(selectSwapForm);
  useEffect(() => {
    if (appliedPreset === null || typeof window === 'undefined') return;
    const { pathname, search, hash } = window.location;
    const next = pairSearch(search, srcToken, dstToken);
    if (next === search) return;
    // the router's own entry state stays, so its back and forward keep working
    window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
    dispatch(presetWritten(next));
  }, [appliedPreset, srcToken, dstToken, dispatch]);
}

/** Imported tokens are written back whenever the list changes (read once, when the slice is made; rewriting what was read is harmless). */
export function useRememberedImports() {
  const imported = useAppSelector(selectImportedTokens);
  useEffect(() => saveImportedTokens(localStorageOrUndefined(), config.chainId, imported), [imported]);
}
