import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Boundaries (docs/ARCHITECTURE.md): core is pure and runs in the browser and on the server; client features are
// independent of each other. Each rule has a probe in src/lint/probes that src/lint/boundaries.test.ts lints.
const SERVER = '**/server/**';
const CLIENT = '**/client/**';
const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * An import into one of these features: through a `features/` segment, or (from inside a feature) a relative path
 * that climbs out of it straight into a sibling ("../../map/x"). A feature's own sub-folder named like another
 * feature would be a false positive; none is.
 */
const featureImport = (names, { siblings }) => ({
  regex: `^(${siblings ? '(\\.\\./)+(features/)?|' : ''}(.*/)?features/)(${names.join('|')})(/|$)`,
  message: 'Client features never import each other: move what they share to src/client/components, src/client/lib or src/core.',
});
const restrictImports = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { paths, patterns: patterns.map((p) => (typeof p === 'string' ? { group: [p] } : p)) }],
});

const nodeBuiltins = [...new Set(builtinModules.flatMap((m) => [m, m.split('/')[0]]))]
  .filter((m) => !m.startsWith('_'))
  .map((name) => ({ name, message: 'src/core runs in the browser too: no Node built-ins.' }));
const clockMessage = 'src/core never reads the clock: take `now` as a parameter.';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/db/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'src/lint/probes/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // One-way dependencies (DESIGN §3): core imports neither client nor server, nor Node; it touches no
    // environment global and reads no clock.
    files: ['src/core/**/*.ts'],
    rules: {
      ...restrictImports([SERVER, CLIENT, 'node:*'], nodeBuiltins),
      'no-restricted-globals': [
        'error',
        ...['process', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator'].map((name) => ({
          name,
          message: `src/core runs in the browser and on the server: no \`${name}\`.`,
        })),
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: clockMessage },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage },
        { selector: "CallExpression[callee.name='Date']", message: clockMessage },
        { selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']", message: clockMessage },
      ],
    },
  },
  {
    // The client never imports the server; shared client code (components, lib, pages' building blocks) no feature.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: restrictImports([SERVER]),
  },
  {
    files: ['src/client/components/**/*.{ts,tsx}', 'src/client/lib/**/*.{ts,tsx}'],
    rules: restrictImports([SERVER, featureImport(FEATURES, { siblings: false })]),
  },
  ...FEATURES.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports([
      SERVER,
      featureImport(
        FEATURES.filter((f) => f !== feature),
        { siblings: true },
      ),
    ]),
  })),
);
