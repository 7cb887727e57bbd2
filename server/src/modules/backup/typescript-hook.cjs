// Loaded first by the backup's thread when the server runs from its TypeScript sources (under the test runner,
// which compiles the files it loads itself but not those of a thread): compiles each .ts file required, with the
// decorator metadata the entities and resolvers the backup loads need. The built server never loads this.
/* global require */
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by Node's --require */
const fs = require('node:fs');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
};

require.extensions['.ts'] = (module, fileName) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(fileName, 'utf8'), { fileName, compilerOptions });
  module._compile(outputText, fileName);
};
