#!/usr/bin/env node
// @ts-check
// Makes sure Debian's PostgreSQL server binaries are present: the server's integration suite and an end-to-end test
// run against a throwaway PostgreSQL cluster of their own (scripts/throwaway-postgres.mjs).
import { ensureDebianPackage } from './debian-package.mjs';
import { postgresBinaries } from './throwaway-postgres.mjs';

ensureDebianPackage({
  tag: 'ensure-postgres',
  packageName: 'postgresql',
  isPresent: () => postgresBinaries() !== null,
  help: "PostgreSQL is required for the tests: install Debian's postgresql package (apt-get install -y postgresql)",
});
