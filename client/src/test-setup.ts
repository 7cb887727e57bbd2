import { configure } from '@testing-library/react';
import { fillContentStore } from './test-support/content';

// The whole suite runs three projects at once on two cores: a screen that a person would see at once can
// take longer than Testing Library's one second to come up, and a test waiting for it failed for that alone.
configure({ asyncUtilTimeout: 5000 });

await fillContentStore();
