// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

describe('generated GraphQL code', () => {
  it('matches what codegen makes of schema.graphql and the documents (run `npm run codegen` to refresh it)', async () => {
    const outputs = await generate(config, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      expect(await readFile(output.filename, 'utf8'), output.filename).toBe(output.content);
    }
  }, 60_000);
});
