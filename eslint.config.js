import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { REMOTE_PACKAGES } from './remotes.config.mjs';

const remotes = REMOTE_PACKAGES;

/** Package boundaries (DESIGN §1): remotes meet only through federation `exposes`, never through imports. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const noRemoteImports = {
  group: [...remotes, ...remotes.map((remote) => `**/${remote}/**`)],
  message: 'Use a federated expose: packages never import a remote.',
};
const noShellImports = { group: ['shell', '**/shell/**'], message: 'Remotes and shared never import the shell.' };
/** `…/mfe-x/src/features/<feature>` of a file or import target, or undefined outside a feature. */
const featureOf = (file) => /^(.*\/mfe-[^/]+\/src\/features\/[^/]+)(\/|$)/.exec(file.split(path.sep).join('/'))?.[1];

/**
 * A feature does not import another feature (STYLE §2). Judged on where a relative import lands, not on how
 * its path is spelled, so no depth of `../` reaches a sibling feature and a feature's own folders stay open.
 */
const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        messages: {
          crossFeature:
            "A feature does not import another feature ('{{target}}'); move shared code to components/ or to `shared`.",
        },
      },
      create(context) {
        const own = featureOf(context.filename);
        if (!own) return {};
        const check = (source) => {
          if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
          const target = featureOf(path.resolve(path.dirname(context.filename), source.value));
          if (target && target !== own) {
            context.report({ node: source, messageId: 'crossFeature', data: { target: path.basename(target) } });
          }
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
        };
      },
    },
  },
};
const noDirectKy = { group: ['ky'], message: "Call the API through `api()` from 'shared'." };
const noComponentStylesheets = {
  group: [
    '@mantine/core/styles/*',
    '!@mantine/core/styles/baseline.css',
    '!@mantine/core/styles/default-css-variables.css',
    '!@mantine/core/styles/global.css',
    '@mantine/core/styles.css',
    '@mantine/core/styles.layer.css',
    '@mantine/dates/styles.css',
  ],
  message: 'The build adds the stylesheets of the Mantine components a module imports (kit-stylesheets-loader.mjs).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-scan/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['shell/src/**'], rules: restrict([noRemoteImports, noDirectKy, noComponentStylesheets]) },
  { files: ['shared/src/**'], rules: restrict([noRemoteImports, noShellImports, noComponentStylesheets]) },
  {
    files: remotes.map((remote) => `${remote}/src/**`),
    rules: restrict([noRemoteImports, noShellImports, noDirectKy, noComponentStylesheets]),
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', ...remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`)],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/projects\\//]',
          message: "Build a console link with `paths` from 'shared/routes', which the route table types.",
        },
      ],
    },
  },
  {
    files: remotes.map((remote) => `${remote}/src/features/**`),
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/no-cross-feature-imports': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Functions that Playwright runs inside the page.
    files: ['e2e/bench/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
