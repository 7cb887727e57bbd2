// @ts-check
// `npm start`: build whatever is missing, then serve the whole product from one process.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = [
  'shared/dist/index.js',
  'server/dist/index.js',
  'client/dist/index.html',
  'client/dist-ssr/entry-server.js',
].every((file) => existsSync(path.join(root, file)));
if (!built) {
  console.log('Building the product first (npm run build)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'server/dist/index.js'));
