import { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedLog } from './batched-log';

function capture() {
  const writes: string[] = [];
  return { writes, stream: { write: (text: string) => writes.push(text) } };
}

describe('batched log', () => {
  it('writes the lines of one turn together, in order, and nothing before the turn ends', async () => {
    const { writes, stream } = capture();
    const log = batchedLog(stream, new EventEmitter());
    log('GET /a 200 1.0ms');
    log('GET /b 404 0.5ms');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['GET /a 200 1.0ms\nGET /b 404 0.5ms\n']);
    log('GET /c 200 2.0ms');
    await nextTurn();
    expect(writes).toEqual(['GET /a 200 1.0ms\nGET /b 404 0.5ms\n', 'GET /c 200 2.0ms\n']);
  });

  it('writes what it still holds when the process exits', () => {
    const { writes, stream } = capture();
    const process = new EventEmitter();
    const log = batchedLog(stream, process);
    log('SIGTERM: finishing requests in flight');
    log('Stopped');
    process.emit('exit');
    expect(writes).toEqual(['SIGTERM: finishing requests in flight\nStopped\n']);
  });
});
