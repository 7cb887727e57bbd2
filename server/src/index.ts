import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { loadConfig } from './config';
import { batchedLog } from './http/batched-log';

async function main() {
  const config = loadConfig();
  const log = batchedLog();
  const app = await createApp(config, log);
  const server = app.express.listen(config.port, () => {
    const { port } = server.address() as AddressInfo;
    log(`Serving on http://localhost:${port}`);
  });
  // A client that sends on a kept-alive connection just as the server drops it for being idle gets the
  // connection reset. Reverse proxies keep idle connections about 60 s, browsers and test clients a few:
  // holding them longer means the server is never the side that closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

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
    // wait out the long idle timeout set above.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
