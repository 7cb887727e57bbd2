import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Both sides' tests read the shared rules from their source, so they run without building the package first.
const contract = {
  find: /^@coop\/contract$/,
  replacement: fileURLToPath(new URL('./shared/src/index.ts', import.meta.url)),
};

/**
 * Server test files that need a module registry of their own: an S3 twin registers its folder suite's tests by
 * importing that file (an import already made by an earlier file registers nothing) and switches the storage for
 * its file, so both halves run apart; the Apollo test replaces a module for its file.
 */
const isolatedServerFiles = [
  'src/**/*.s3.test.ts',
  'src/modules/media/content-image-upload.test.ts',
  'src/modules/files/file-upload.test.ts',
  'src/modules/files/missing-bytes.test.ts',
  'src/modules/files/shared-storage.test.ts',
  'src/modules/trash/trash.test.ts',
  'src/graphql/apollo.test.ts',
];

/**
 * The server's integration suite, once per database engine: the same test files, each test app on the engine
 * its project names (`TEST_DATABASE`). Files named `*.sqlite.test.ts` or `*.postgres.test.ts` are about that
 * engine itself and run on it alone. Each file starts its own app over its own database, so the files share a
 * worker's loaded modules (no isolation: the suite takes about half the time); the few that cannot are the
 * `<name>-isolated` project.
 */
function serverProjects(
  name: string,
  test: { include: string[]; exclude: string[]; env: Record<string, string>; globalSetup?: string[] },
) {
  const project = (projectName: string, files: { include: string[]; exclude: string[] }, isolate: boolean) => ({
    // type-graphql loads graphql's CommonJS build; our modules must share that copy, or
    // graphql refuses types "from another module or realm".
    resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }, contract] },
    test: {
      name: projectName,
      root: 'server',
      environment: 'node',
      testTimeout: 20_000,
      hookTimeout: 30_000,
      ...test,
      ...files,
      isolate,
    },
  });
  return [
    project(name, { include: test.include, exclude: [...test.exclude, ...isolatedServerFiles] }, false),
    project(`${name}-isolated`, { include: isolatedServerFiles, exclude: test.exclude }, true),
  ];
}

export default defineConfig({
  test: {
    // Two cores here; each server test file starts its own app over its own database.
    maxWorkers: 2,
    projects: [
      ...serverProjects('server', {
        include: ['src/**/*.test.ts'],
        // What only PostgreSQL has: converting the columns of databases made before times were instants.
        exclude: ['src/**/*.postgres.test.ts'],
        env: { TEST_DATABASE: 'sqlite' },
      }),
      ...serverProjects('server-pg', {
        include: ['src/**/*.test.ts'],
        // Tests whose subject is SQLite itself: its pragmas and write queue, its raw text, a full disk under it.
        exclude: ['src/**/*.sqlite.test.ts'],
        env: { TEST_DATABASE: 'postgres' },
        // One throwaway cluster for the run; each test app makes a database of its own in it.
        globalSetup: [fileURLToPath(new URL('./scripts/vitest-postgres.mjs', import.meta.url))],
      }),
      {
        resolve: { alias: [contract] },
        test: {
          name: 'client',
          root: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          // Component tests render into a DOM; a test that needs Node says so in its first line.
          environment: 'happy-dom',
          setupFiles: ['src/test-setup.ts'],
          passWithNoTests: false,
        },
      },
    ],
  },
});
