import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

// A second instance of its own, started as `npm start` starts it, so that stopping it does not stop the others' server.
test('on SIGTERM the server finishes the request in flight, closes the database and exits 0', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'coop-stop-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const password = 'Lifecycle-Passw0rd';
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'start.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'stop@example.test',
      ADMIN_PASSWORD: password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await expect
      .poll(async () => (await fetch(`http://localhost:${port}/healthz`).catch(() => null))?.status, {
        timeout: 20_000,
      })
      .toBe(200);

    // A login the server has begun (it asked for the body with 100 Continue) when the signal arrives; its body,
    // and so its password verification, come only once the server has started to stop.
    const body = JSON.stringify({ email: 'stop@example.test', password });
    const login = http.request(`http://localhost:${port}/api/login.php`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const answer = new Promise<{ status?: number; text: string }>((resolve, reject) => {
      login.on('error', reject);
      login.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      });
    });
    await new Promise((resolve) => login.once('continue', resolve));
    child.kill('SIGTERM');
    await expect.poll(() => output).toContain('SIGTERM: finishing requests in flight');
    login.end(body);

    const { status, text } = await answer;
    expect(status).toBe(200);
    const { token } = JSON.parse(text) as { token: string };
    expect(await exited).toBe(0);
    expect(output).toContain('Stopped');
    expect(output).toContain('POST /api/login.php 200');
    expect(output).not.toContain(password);
    expect(output).not.toContain(token);
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
