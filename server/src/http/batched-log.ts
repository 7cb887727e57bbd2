/**
 * A log that hands its lines to the stream once per turn of the event loop instead of once per line.
 * The request log writes a line for every request, and a write of its own each cost about 2% of a list
 * request's time (`npm run bench -- api`). Lines keep their order; whatever is held when the process
 * exits is written then (standard output to a file or a pipe is written synchronously on Linux).
 */
export function batchedLog(
  stream: { write(text: string): unknown } = process.stdout,
  exiting: { on(event: 'exit', listener: () => void): unknown } = process,
): (line: string) => void {
  let held: string[] = [];
  const flush = () => {
    if (held.length === 0) return;
    const text = `${held.join('\n')}\n`;
    held = [];
    stream.write(text);
  };
  exiting.on('exit', flush);
  return (line) => {
    if (held.push(line) === 1) setImmediate(flush);
  };
}
