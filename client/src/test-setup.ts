import { fillContentStore } from './test-support/content';

await fillContentStore();
