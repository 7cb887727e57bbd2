// @ts-check
// 6. Login: how long one password verification takes here (target: 50–250 ms, a security-cost balance).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureBuilt, figure, median, root } from './lib.mjs';

export async function benchLogin() {
  ensureBuilt();
  const require = createRequire(import.meta.url);
  const { hashPassword, verifyPassword } = require(path.join(root, 'server/dist/auth/password.js'));
  const hash = await hashPassword('correct horse battery staple');
  const times = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    await verifyPassword(hash, 'correct horse battery staple');
    times.push(performance.now() - started);
  }
  const ms = median(times);
  return [
    figure(
      'login',
      'password verification (argon2id, median of 15)',
      ms,
      'ms',
      '50–250 ms',
      ms >= 50 && ms <= 250,
      hash.split('$')[3],
    ),
  ];
}
