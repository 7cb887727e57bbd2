import { describe, expect, it } from 'vitest';
import { fieldLabel, formNames, formSlug } from './form-labels';

describe('form labels', () => {
  it('spells form names as the CSV address does', () => {
    expect(formNames.map(formSlug)).toEqual(['enrollment', 'class-request', 'teacher-application']);
  });

  it('turns stored field names into labels', () => {
    expect(fieldLabel('parent_email')).toBe('Parent email');
    expect(fieldLabel('class_idea')).toBe('Class idea');
    expect(fieldLabel('bio')).toBe('Bio');
  });
});
