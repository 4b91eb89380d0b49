// Flat config shared by the whole workspace: https://eslint.org/docs/latest/use/configure/configuration-files
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which workspace packages each folder may import (ARCHITECTURE.md, "direction of dependencies").
 * Anything not listed as allowed is forbidden; external packages are not restricted here except React
 * in `commerce`, which never renders.
 */
export const importDirection = {
  'packages/image': { allow: [] },
  'packages/ui': { allow: ['image'] },
  'packages/graphql': { allow: [] },
  'packages/commerce': { allow: ['graphql'], forbidExternal: ['react', 'react-dom'] },
  'apps/storybook': { allow: ['ui', 'image'] },
  'apps/storefront': {
    allow: ['ui', 'image', 'graphql', 'commerce'],
    paths: [
      {
        name: '@truffe/ui/Icon',
        importNames: ['Icon'],
        message:
          'Icon by name ships every drawing in the page bundle: use IconGlyph with the icon constant (decision 0805).',
      },
    ],
  },
};

const workspacePackages = ['ui', 'image', 'graphql', 'commerce'];

function directionRules() {
  return Object.entries(importDirection).map(
    ([folder, { allow, forbidExternal = [], paths = [] }]) => {
      const forbidden = workspacePackages.filter((name) => !allow.includes(name));
      return {
        files: [`${folder}/**/*.{ts,tsx,js,mjs}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              paths,
              patterns: [
                ...forbidden.map((name) => ({
                  group: [`@truffe/${name}`, `@truffe/${name}/*`],
                  message: `${folder} may not import @truffe/${name} (ARCHITECTURE.md: direction of dependencies).`,
                })),
                ...forbidExternal.map((name) => ({
                  group: [name, `${name}/*`],
                  message: `${folder} may not import ${name}.`,
                })),
              ],
            },
          ],
        },
      };
    },
  );
}

/** The workspace's ESLint flat config. */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/generated/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'tooling/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // French text puts a narrow no-break space (U+202F) before « : ; ! ? », in template strings and in the
      // regular expressions of tests as in plain strings; code outside text stays free of it.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipRegExps: true },
      ],
      'import-x/no-self-import': 'error',
      'import-x/no-relative-packages': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...directionRules(),
);
