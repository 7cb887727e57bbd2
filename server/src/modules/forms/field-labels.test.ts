import { describe, expect, it } from 'vitest';
import type { CatalogClass } from '@coop/contract';
import { FieldLabels, humanFieldName } from './field-labels';

const classes = [
  { key: 'math_2nd_3rd', subject: 'Math', grades: [2, 3] },
  { key: 'parakeet_nest', subject: 'Spanish Bites: Parakeet Nest', grades: [1, 2, 3, 4], ages: [6, 9] },
] as CatalogClass[];

describe('humanFieldName', () => {
  it('turns stored field names into words', () => {
    expect(humanFieldName('parent_email')).toBe('Parent email');
    expect(humanFieldName('class_idea')).toBe('Class idea');
    expect(humanFieldName('bio')).toBe('Bio');
  });
});

describe('FieldLabels', () => {
  const labels = new FieldLabels(classes);

  it('names a class key as the catalog names the class', () => {
    expect(labels.label('math_2nd_3rd')).toBe('Math (Grades 2–3)');
    expect(labels.label('parakeet_nest')).toBe('Spanish Bites: Parakeet Nest (Ages 6–9)');
    expect(labels.csvHeading('math_2nd_3rd')).toBe('Math (Grades 2–3)');
  });

  it('reads other fields, and keys the catalog no longer holds, from their names', () => {
    expect(labels.label('student_age')).toBe('Student age');
    expect(labels.label('pottery_4th')).toBe('Pottery 4th');
    expect(labels.csvHeading('student_age')).toBe('student_age');
    expect(labels.csvHeading('pottery_4th')).toBe('pottery_4th');
  });
});
