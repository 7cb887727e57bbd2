import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

/**
 * What `Date.prototype.toISOString` writes, fields in range. The text answered this way is read
 * from timestamps the server stored from Dates, so day-of-month against month is not checked.
 */
const isoUtc = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/**
 * type-graphql's Date scalar (graphql-scalars' DateTimeISO, same name and description), answering
 * a valid Date, or text already in its own form, straight: the general serializer re-validated
 * every timestamp of every list row, a tenth of the time of the dashboard's lists
 * (`npm run bench -- api`). Anything else still goes through it.
 */
export const DateTimeIso = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  serialize(value) {
    if (typeof value === 'string' && isoUtc.test(value)) return value;
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    return GraphQLDateTimeISO.serialize(value);
  },
});
