import { describe, expect, it } from 'vitest';
import { formSlug } from '@coop/contract';
import { formNames } from './form-labels';

describe('form labels', () => {
  it('spells form names as the CSV address does', () => {
    expect(formNames.map(formSlug)).toEqual(['class-request', 'teacher-application']);
  });
});
