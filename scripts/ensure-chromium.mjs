#!/usr/bin/env node
// @ts-check
// Makes sure Debian's Chromium is present before the end-to-end tests run. Playwright cannot download its own
// browser on these machines, so the tests use /usr/bin/chromium (see playwright.config.ts).
import { ensureDebianPackage, isExecutable } from './debian-package.mjs';

const CHROMIUM = '/usr/bin/chromium';

ensureDebianPackage({
  tag: 'ensure-chromium',
  packageName: 'chromium',
  isPresent: () => isExecutable(CHROMIUM),
  help: "Chromium is required for end-to-end tests: install Debian's chromium package (apt-get install -y chromium)",
});
