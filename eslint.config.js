// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const clientFeatures = folders('./client/src/features');

// The server's modules, bottom to top: each imports only modules listed before it, so no two module folders can
// import each other, directly or round a loop. A new module takes its place here (lint refuses to run without).
const serverModules = [
  'accounts',
  'sharing',
  'site',
  'catalog',
  'lists',
  'mail',
  'email-verification',
  'users',
  'sessions',
  'password-reset',
  'trash',
  'files',
  'backup',
  'links',
  'forms',
  'households',
  'directory',
  'enrollment-office',
  'class-materials',
  'agreements',
  'content',
  'terms',
  'audiences',
  'announcements',
  'reenrollment',
  'calendar',
  'media',
  'public-pages',
  'attention',
  'class-changes',
  'fees',
  'ledger',
  'online-payments',
  'billing-mail',
  'treasurer',
  'deposit-release',
  'office-accounts',
  'volunteers',
  'volunteer-signups',
  'volunteer-hours',
  'attendance',
];
const moduleFolders = folders('./server/src/modules');
const unplaced = moduleFolders.filter((name) => !serverModules.includes(name));
const gone = serverModules.filter((name) => !moduleFolders.includes(name));
if (unplaced.length || gone.length) {
  throw new Error(
    `eslint.config.js: serverModules must list every folder of server/src/modules once (not listed: ${unplaced.join(', ') || 'none'}; no such folder: ${gone.join(', ') || 'none'})`,
  );
}
const modulePath = (name) => `./server/src/modules/${name}`;
const serverOutsideModules = readdirSync(new URL('./server/src', import.meta.url))
  .filter((entry) => entry !== 'modules')
  .map((entry) => `./server/src/${entry}`);

// Which way imports may go. Each zone forbids `target` from importing anything under `from`.
// Between the workspaces: binding on every file, tests included.
const sides = [
  // The shared contract is read by everyone and reads nothing of ours.
  {
    target: './shared/src',
    from: ['./client', './server', './tests', './bench', './scripts'],
    message:
      'The shared contract is plain TypeScript read by both sides; it may not import client, server or tooling code.',
  },
  // The browser app and the server meet only in the contract package.
  {
    target: './client/src',
    from: './server',
    message: 'The client may not import server code: move the fact both sides read into @coop/contract.',
  },
  {
    target: './server/src',
    from: './client',
    message: 'The server may not import client code: move the fact both sides read into @coop/contract.',
  },
];

// Within a workspace: binding on product code; tests exercise the assembled product and may reach across.
const layers = [
  // A feature is a self-contained slice; what two features need lives in components/, lib/ or config/.
  ...clientFeatures.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'A client feature may not import another feature: share it through components/, lib/ or config/.',
  })),
  // Client building blocks sit below features, and features below routes and the app shell.
  {
    target: ['./client/src/components', './client/src/lib', './client/src/config', './client/src/graphql'],
    from: ['./client/src/features', './client/src/routes', './client/src/app'],
    message: 'Shared client code may not import features, routes or the app shell.',
  },
  {
    target: './client/src/features',
    from: ['./client/src/routes', './client/src/app'],
    message: 'A feature may not import routes or the app shell.',
  },
  // Server layers flow downward: app.ts → graphql/ and REST edges → modules/ → db/, auth/, http/ → contract.
  {
    target: [
      './server/src/db',
      './server/src/auth',
      './server/src/http',
      './server/src/config.ts',
      './server/src/errors.ts',
      './server/src/poll-loop.ts',
    ],
    from: ['./server/src/modules', './server/src/graphql', './server/src/app.ts', './server/src/index.ts'],
    message: 'db/, auth/ and http/ sit below the modules: depend on a small interface instead of a module.',
  },
  {
    target: './server/src/modules',
    from: ['./server/src/graphql', './server/src/app.ts', './server/src/index.ts'],
    message: 'Modules sit below graphql/ and app.ts: move what the module needs down a layer.',
  },
  // The order of the modules. Tests are left out: nothing imports a test, so it cannot close a loop, and a module's
  // tests drive the whole assembled app anyway.
  ...serverModules.slice(0, -1).map((name, index) => ({
    target: modulePath(name),
    from: serverModules.slice(index + 1).map(modulePath),
    message: `The ${name} module may import only the modules listed before it in serverModules (eslint.config.js): move the shared piece down, or let app.ts hand the upper module's function in.`,
  })),
];

// Each server module's front door: its index.ts names what the rest of the server may use, tests included;
// only the module's own files import its other files.
const frontDoors = serverModules.map((name) => ({
  target: [...serverOutsideModules, ...serverModules.filter((other) => other !== name).map(modulePath)],
  from: modulePath(name),
  except: ['./index.ts'],
  message: `Import the ${name} module through its front door, modules/${name} (index.ts), and export there what you need.`,
}));

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-ssr/',
    '**/.tmp/',
    'data/',
    'test-results/',
    'playwright-report/',
    'client/src/graphql/gql.ts',
    'client/src/graphql/graphql.ts',
    'client/src/graphql/index.ts',
    'client/src/graphql/editors/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['client/tsconfig.json', 'server/tsconfig.json', 'shared/tsconfig.json', 'tests/e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...sides, ...layers, ...frontDoors] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'no-unused-private-class-members': 'error',
      'no-unused-expressions': 'off',
      '@typescript-eslint/no-unused-expressions': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...sides, ...frontDoors] }] },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.{ts,mjs}', 'bench/**/*.mjs', 'scripts/**/*.mjs', '*.{js,ts}', 'client/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // TypeORM and type-graphql read decorator metadata, so in a file with decorators a class used only as a type
    // must stay a value import; told these options, the type-import rule leaves such files alone.
    files: ['server/src/**/*.ts'],
    languageOptions: { parserOptions: { experimentalDecorators: true, emitDecoratorMetadata: true } },
    // TypeORM and type-graphql name entities and resolvers by their class, typed `Function` in their own APIs.
    rules: { '@typescript-eslint/no-unsafe-function-type': 'off' },
  },
  {
    // A GraphQL operation's text stands alone as a `/* GraphQL */` literal: codegen reads it, the bundler drops it,
    // and the file exports the generated document instead.
    files: ['client/src/features/*/api/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // Tests read answers as loose JSON and assert on their shape.
    files: ['**/*.test.{ts,tsx}', 'server/src/test-support/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
]);
