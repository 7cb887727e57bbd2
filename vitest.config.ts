import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Both sides' tests read the shared rules from their source, so they run without building the package first.
const contract = {
  find: /^@coop\/contract$/,
  replacement: fileURLToPath(new URL('./shared/src/index.ts', import.meta.url)),
};

export default defineConfig({
  test: {
    // Two cores here; each server test file starts its own app over its own database file.
    maxWorkers: 2,
    projects: [
      {
        // type-graphql loads graphql's CommonJS build; our modules must share that copy, or
        // graphql refuses types "from another module or realm".
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }, contract] },
        test: {
          name: 'server',
          root: 'server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias: [contract] },
        test: {
          name: 'client',
          root: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          // Component tests render into a DOM; a test that needs Node says so in its first line.
          environment: 'happy-dom',
          passWithNoTests: false,
        },
      },
    ],
  },
});
