/**
 * Stands in for `hoist-non-react-statics` inside @emotion/react (webpack.config.ts). emotion needs
 * it only for `withTheme`, which neither the app nor MUI calls, yet imports it for its side effects,
 * so the CommonJS package and its own react-is (~1 KiB gzip) reached every visitor's first download.
 * A component wrapped by `withTheme` would lose its statics: use `useTheme` instead.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
