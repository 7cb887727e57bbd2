// Loaded first by the page renderer's thread when the server runs from its TypeScript sources (under the test
// runner, which compiles the files it loads itself but not those of a thread): compiles each .ts file required.
// The built server runs the compiled render-worker.js and never loads this.
/* global require */
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by Node's --require */
const fs = require('node:fs');
const ts = require('typescript');

require.extensions['.ts'] = (module, fileName) => {
  const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };
  const { outputText } = ts.transpileModule(fs.readFileSync(fileName, 'utf8'), { fileName, compilerOptions });
  module._compile(outputText, fileName);
};
