import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { loadConfig } from './config';
import { MigrationRefusal } from './db/migration-messages';
import { batchedLog } from './http/batched-log';
import { setConnectionTimeouts } from './http/connection-timeouts';

async function main() {
  const config = loadConfig();
  const log = batchedLog();
  const app = await createApp(config, log);
  const server = app.express.listen(config.port, () => {
    const { port } = server.address() as AddressInfo;
    log(`Serving on http://localhost:${port}`);
  });
  setConnectionTimeouts(server);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing requests in flight`);
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets are let go at once.
    server.close(async () => {
      await app.close();
      log('Stopped');
      process.exit(0);
    });
    // A kept-alive connection goes idle once its last request is answered; close each as it does, rather than
    // wait out the long idle timeout setConnectionTimeouts gives it.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  // A refused upgrade says all an administrator needs in its own sentence; a stack would only bury it.
  console.error(error instanceof MigrationRefusal ? error.message : error);
  process.exit(1);
});
