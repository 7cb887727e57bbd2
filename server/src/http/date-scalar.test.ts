import { GraphQLDateTimeISO } from 'graphql-scalars';
import { describe, expect, it } from 'vitest';
import { DateTimeIso } from './date-scalar';

describe('the Date scalar', () => {
  it("is graphql-scalars' DateTimeISO as the schema prints it", () => {
    expect(DateTimeIso.toConfig()).toMatchObject({
      name: GraphQLDateTimeISO.name,
      description: GraphQLDateTimeISO.description,
    });
  });

  it('answers Dates and ISO text as DateTimeISO does', () => {
    for (const value of [
      new Date('2026-11-22T21:36:09.123Z'),
      '2026-11-22T21:36:09.123Z',
      '2026-11-22T21:36:09Z',
      '2026-11-22T22:36:09+01:00',
    ]) {
      expect(DateTimeIso.serialize(value)).toBe(GraphQLDateTimeISO.serialize(value));
    }
  });

  it('refuses what DateTimeISO refuses', () => {
    for (const value of [new Date('nonsense'), 'yesterday', '2026-13-45T99:00:00.000Z']) {
      expect(() => DateTimeIso.serialize(value)).toThrow();
    }
  });
});
