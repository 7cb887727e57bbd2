// @ts-check
// `npm run dev`: the server recompiled and restarted on change, and Vite's dev server (which proxies API calls to it).
import { execSync, spawn } from 'node:child_process';

// The server loads the shared rules compiled, so they are built once before its first compile.
execSync('npx tsc -p shared', { stdio: 'inherit' });

const children = [
  spawn('npx', ['tsc', '-p', 'shared', '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn('npx', ['tsc', '-p', 'server/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn('node', ['--watch-path=server/dist', '--watch-path=shared/dist', 'server/dist/index.js'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'client'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
