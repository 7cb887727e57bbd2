import { GraphQLScalarType } from "graphql";
import { GraphQLDateTimeISO } from "graphql-scalars";

/**
 * type-graphql's Date scalar (graphql-scalars' DateTimeISO, same name and description), answering a
 * valid Date straight with toISOString: the general serializer re-validated every timestamp of
 * every list row, a tenth of the time of the dashboard's lists (`npm run bench -- api`).
 */
export const DateTimeIso = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  serialize: (value) =>
    value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : GraphQLDateTimeISO.serialize(value),
});
