// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(repo, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => relative(repo, join(entry.parentPath, entry.name)));
}

async function importsOf(file: string): Promise<string[]> {
  const text = await readFile(join(repo, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);
}

describe('the rules both sides read', () => {
  it('reach the client and the e2e tests only as @coop/contract, never by a path into the server', async () => {
    const files = [...(await sourceFiles('client/src')), ...(await sourceFiles('tests/e2e'))];
    const reaching: string[] = [];
    for (const file of files) {
      for (const source of await importsOf(file))
        if (/(^|\/)server\//.test(source)) reaching.push(`${file}: ${source}`);
    }
    expect(reaching).toEqual([]);
  });

  it('are plain TypeScript: the shared package imports only its own modules', async () => {
    const outside: string[] = [];
    for (const file of await sourceFiles('shared/src')) {
      for (const source of await importsOf(file)) if (!source.startsWith('./')) outside.push(`${file}: ${source}`);
    }
    expect(outside).toEqual([]);
  });
});
