import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';

/** Imports flow one way: engine <- widgets/screens <- app; server uses engine only. */
/** One import style: our modules are named without their extension, as the bundler and tsx resolve them. */
const noExtension = { regex: '^\\.{1,2}/.*\\.tsx?$', message: 'Import our modules without the .ts or .tsx extension.' };

/** Chakra's components whose recipes are not in the theme: src/widgets/later/ gives each its recipe, one module a component. */
const laterComponents = {
  name: '@chakra-ui/react',
  importNames: readdirSync(new URL('./src/widgets/later/', import.meta.url))
    .filter((file) => file !== 'with-recipe.tsx')
    .map((file) => file.replace(/\.tsx?$/, '').replace(/(^|-)([a-z])/g, (_, _dash, letter) => letter.toUpperCase())),
  message: 'Import it from src/widgets/later/: its recipe is not in the theme.',
};

const layer = (files, forbidden, why, { ignores = [], laterRecipes = true } = {}) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: laterRecipes ? [laterComponents] : [],
        patterns: [...forbidden.map((group) => ({ group: [group], message: why })), noExtension],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['.tmp/**', '.build/**', 'dist/**', 'node_modules/**', 'src/generated/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/app/**/*.tsx', 'src/widgets/**/*.tsx', 'src/screens/**/*.tsx', 'src/app/**/*.ts', 'src/widgets/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // One file-name style across the tree: kebab-case, with any middle extension (.test, .contract).
    files: ['**/*.{ts,tsx}'],
    // A migration's name is its instant, stored in the database's migration table: never renamed.
    ignores: ['src/server/db/migrations/2*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,tests,e2e,tools}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { 'no-restricted-imports': ['error', { patterns: [noExtension] }] },
  },
  {
    // Vite loads its configuration files, and the plugins they import, itself, and warns on each
    // build that a future default loader will need their imports' extensions.
    files: ['vite.config.ts', 'vitest.config.ts', 'tools/vite/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Rules that read types: a promise nobody awaits or catches, a promise where a callback
    // returning nothing is expected, an await of what is not a promise, a throw of what is not an
    // Error, a template printing an object, a switch missing a case of its union.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNullish: true }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  layer(
    ['src/engine/**'],
    ['**/widgets/**', '**/screens/**', '**/app/**', '**/server/**', 'react', 'react-dom', '@chakra-ui/*', 'fastify', '@rjsf/*', 'node:*'],
    'src/engine is framework-free: it imports nothing of ours, no React, no server code and no Node built-in (it runs in the browser too).',
  ),
  layer(['src/widgets/**'], ['**/screens/**', '**/app/**', '**/server/**'], 'widgets import only the engine.', { ignores: ['src/widgets/later/**'] }),
  layer(['src/widgets/later/**'], ['**/screens/**', '**/app/**', '**/server/**'], 'widgets import only the engine.', { laterRecipes: false }),
  layer(['src/screens/**'], ['**/app/**', '**/server/**'], 'screens import the engine and widgets, never the app shell or the server.'),
  layer(['src/app/**'], ['**/server/**'], 'the web app never imports server code.'),
  layer(
    ['src/server/**'],
    ['**/widgets/**', '**/screens/**', '**/app/**', 'react', 'react-dom', '@chakra-ui/*', '@rjsf/*'],
    'the server imports the engine only, never React.',
  ),
);
