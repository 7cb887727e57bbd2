import { afterAll, beforeAll } from 'vitest';
import { TestApp } from './test-app';

/**
 * Two instances of the product over one database for the tests of the calling file, started before them and
 * stopped after: two servers sharing PostgreSQL, or on SQLite, which serves one instance, the same app twice.
 * Read `app` and `other` inside the tests, once they have started.
 */
export function twoInstances(env: NodeJS.ProcessEnv = {}): { readonly app: TestApp; readonly other: TestApp } {
  const started = {} as { app: TestApp; other: TestApp };
  beforeAll(async () => {
    started.app = await TestApp.start({}, env);
    started.other = await started.app.alongside();
  });
  afterAll(() => started.app.stop());
  return started;
}
