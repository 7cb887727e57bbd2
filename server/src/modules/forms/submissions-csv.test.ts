import { describe, expect, it } from 'vitest';
import { csvField, protectFormula, submissionsCsv } from './submissions-csv';

describe('CSV cells', () => {
  it('quotes fields with commas, quotes or line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it.each(['=SUM(A1)', '+1 479 555 0100', '-2', '@cmd', '\tx', '\rx'])('makes %j text, not a formula', (value) => {
    expect(protectFormula(value)).toBe(`'${value}`);
  });

  it('leaves other values alone', () => {
    expect(protectFormula('Ana = happy')).toBe('Ana = happy');
  });
});

describe('submissionsCsv', () => {
  it("writes submittedAt and every field seen, the form's order first, one row per submission", () => {
    const text = submissionsCsv(
      [
        {
          submittedAt: new Date('2026-11-02T10:00:00Z'),
          fields: [
            { name: 'email', value: 'b@example.org' },
            { name: 'name', value: 'Bo' },
            { name: 'legacy', value: 'old' },
          ],
        },
        {
          submittedAt: new Date('2026-11-01T09:00:00Z'),
          fields: [
            { name: 'name', value: 'Al, Jr.' },
            { name: 'class_idea', value: '=1+1 "quoted"\nsecond line' },
          ],
        },
      ],
      ['name', 'email', 'phone', 'class_idea'],
    );
    expect(text).toBe(
      [
        'submittedAt,name,email,class_idea,legacy',
        '2026-11-02T10:00:00.000Z,Bo,b@example.org,,old',
        '2026-11-01T09:00:00.000Z,"Al, Jr.",,"\'=1+1 ""quoted""\nsecond line",',
        '',
      ].join('\r\n'),
    );
  });

  it('heads each column as it is told, keeping the values in their columns', () => {
    const text = submissionsCsv(
      [
        {
          submittedAt: new Date('2026-11-02T10:00:00Z'),
          fields: [
            { name: 'parent_name', value: 'Ana' },
            { name: 'math_2nd_3rd', value: 'Yes' },
          ],
        },
      ],
      ['parent_name', 'math_2nd_3rd'],
      (name) => (name === 'math_2nd_3rd' ? 'Math (Grades 2–3), Catalyst' : name),
    );
    expect(text).toBe(
      ['submittedAt,parent_name,"Math (Grades 2–3), Catalyst"', '2026-11-02T10:00:00.000Z,Ana,Yes', ''].join('\r\n'),
    );
  });

  it('writes just the header when there is nothing yet', () => {
    expect(submissionsCsv([], ['name'])).toBe('submittedAt\r\n');
  });
});
