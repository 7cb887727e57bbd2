import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for every GraphQL operation in the client, generated from the schema that the
// server's build writes. The output is committed; `npm run codegen` refreshes it, and
// src/graphql/generated-code.test.ts fails when it is stale.
const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const outputDir = fromHere('./src/graphql/');

const config: CodegenConfig = {
  schema: fromHere('../schema.graphql'),
  documents: [fromHere('./src/features/**/*.{ts,tsx}')],
  ignoreNoDocuments: false,
  generates: {
    [outputDir]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        scalars: {
          DateTimeISO: { input: 'string', output: 'string' },
          Upload: { input: 'File', output: 'never' },
        },
      },
    },
  },
};

export default config;
