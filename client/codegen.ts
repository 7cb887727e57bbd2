import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for every GraphQL operation in the client, generated from the schema that the
// server's build writes. The output is committed; `npm run codegen` refreshes it, and
// src/graphql/generated-code.test.ts fails when it is stale.
// Each operation's text stands in its api file as a `/* GraphQL */` template literal, which codegen
// reads and the bundler drops; the file exports the generated `…Document`. Going through the preset's
// `graphql()` function instead would ship every operation's text a second time, as a lookup key.
const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const outputDir = fromHere('./src/graphql/');

// The staff's editors of the site's content have their operations generated into a module of their own: the
// documents of one module travel together, and these are only ever loaded with the Site content and Schedule
// tabs, not with every tab of the dashboard.
const editorDocuments = fromHere('./src/features/{site-content,schedule-editor}/**/*.{ts,tsx}');

const typedDocuments = (documents: string[]) => ({
  documents,
  preset: 'client' as const,
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
});

const config: CodegenConfig = {
  schema: fromHere('../schema.graphql'),
  ignoreNoDocuments: false,
  generates: {
    [outputDir]: typedDocuments([fromHere('./src/features/**/*.{ts,tsx}'), `!${editorDocuments}`]),
    [`${outputDir}editors/`]: typedDocuments([editorDocuments]),
  },
};

export default config;
