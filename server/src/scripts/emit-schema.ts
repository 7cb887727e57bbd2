import 'reflect-metadata';
import fs from 'node:fs';
import { buildGraphqlSchema, printGraphqlSchema, schemaFilePath } from '../graphql/schema';

async function main() {
  const text = printGraphqlSchema(await buildGraphqlSchema());
  fs.writeFileSync(schemaFilePath, text);
  console.log(`Wrote ${schemaFilePath}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
