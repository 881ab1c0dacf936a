// @ts-check
/**
 * `npm run lint` = `eslint . --max-warnings=0`; `npm test` runs it first, then `npm run cycles` (madge).
 *
 * Besides typescript-eslint's recommended rules and React's hook rules, this file keeps the
 * layering of docs/ARCHITECTURE.md with `no-restricted-imports`:
 * - a feature (`src/features/<x>`) does not import another feature: shared code lives in `src/shared`;
 * - the kernel (`src/shared`) imports neither a feature nor the app: features plug into it through its
 *   registries and declaration merging, and the app (the composition root) installs them;
 * - `server/` does not import `src/`, and `common/` imports neither: shared protocol code lives in `common/`;
 * - read modules (`api/*Reads*`, `*ChainApi*`, `ownerApi`) do not import write modules (`*Tx*`), so
 *   a page that only shows data never loads the transaction path;
 * - test kits (`testing/` folders) are imported only by tests and other kits, so none reaches the bundle.
 *
 * `no-restricted-imports` options do not merge between config objects: the last matching object
 * wins. So each file gets ONE object carrying every restriction that applies to it, built by
 * `restrictImports` below (production files first, then the test files of the same area).
 */
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['bond', 'landing', 'layout', 'privacy', 'staking', 'swap'];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'tests/**'];

/** Imports are relative, so a pattern matches the `../` path that reaches the forbidden folder. */
const up = String.raw`^(\.\./)+`;

const TEST_KITS = {
  regex: String.raw`(^|/)testing(/|$)`,
  message: 'Test kits (testing/ folders) are for test files only.',
};

/** @param {string} feature */
const otherFeatures = (feature) => ({
  regex: `${up}(features/)?(${FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
  message: 'A feature does not import another feature: move what both need to src/shared.',
});

const FEATURES_OR_APP_FROM_SHARED = {
  regex: `${up}(features|app)(/|$)`,
  message: 'src/shared names no feature and not the app: a feature plugs in through a registry or declaration merging.',
};

const SRC_FROM_SERVER = {
  regex: `${up}src(/|$)`,
  message: 'server/ does not import src/: shared protocol code lives in common/.',
};

const APP_OR_SERVER_FROM_COMMON = {
  regex: `${up}(src|server)(/|$)`,
  message: 'common/ imports neither src/ nor server/: it is what they share.',
};

const WRITES_FROM_READS = {
  regex: String.raw`(^|/)\w*Tx$`,
  message: 'A read module does not import a write module (*Tx): move the shared piece to a neutral module.',
};

const READ_MODULES = ['**/api/*Reads*', '**/*ChainApi*', '**/ownerApi*'];

/**
 * Config objects for one area (a folder): its production files, where test kits are forbidden as
 * well, and its test files.
 * @param {string} area folder, e.g. `src/features/bond`
 * @param {object[]} patterns
 * @param {string[]} [modules] globs inside the area (default: every file)
 * @returns {import('eslint').Linter.Config[]}
 */
function restrictImports(area, patterns, modules = ['**']) {
  const rule = (/** @type {object[]} */ p) => ({ 'no-restricted-imports': ['error', { patterns: p }] });
  const tests = TEST_FILES.filter((t) => t !== 'tests/**').map((t) => `${area}/${t}`);
  const files = modules.map((m) => `${area}/${m}`);
  const out = [{ files, ignores: tests, rules: rule([TEST_KITS, ...patterns]) }];
  if (modules.length === 1 && modules[0] === '**') out.push({ files: tests, rules: rule(patterns) });
  return out;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'typechain-types/**',
      'abis/**',
      'dist/**',
      'artifacts/**',
      'cache/**',
      '.tmp/**',
      '.data/**',
      'coverage/**',
      'ignition/deployments/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // a disable comment that no longer silences anything is an error, so none outlives its reason
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      // every `eslint-disable…` says why after ` -- `, names its rules and covers as little as it can
      '@eslint-community/eslint-comments/require-description': 'error',
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@eslint-community/eslint-comments/disable-enable-pair': 'error',
      // RTK's lazy slices extend `LazyLoadedSlices` by declaration merging, which needs an interface
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `_name` says "deliberately unused" (a destructured field left out, a required parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // piscina loads worker files as CommonJS
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', '**/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // Import boundaries, most general first (later objects win for the files they match).
  ...restrictImports('src', []),
  ...restrictImports('src/shared', [FEATURES_OR_APP_FROM_SHARED]),
  ...FEATURES.flatMap((f) => restrictImports(`src/features/${f}`, [otherFeatures(f)])),
  ...['bond', 'staking'].flatMap((f) => restrictImports(`src/features/${f}`, [otherFeatures(f), WRITES_FROM_READS], READ_MODULES)),
  ...restrictImports('server', [SRC_FROM_SERVER]),
  ...restrictImports('common', [APP_OR_SERVER_FROM_COMMON]),
  ...restrictImports('scripts', []),
);
