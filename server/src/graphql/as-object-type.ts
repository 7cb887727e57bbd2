/**
 * A plain row as an instance of its GraphQL object type, without running the constructor.
 * type-graphql copies a plain object onto a fresh instance with Object.assign, which throws on
 * the type's getters (`uploaderName`, `sharedBy`); an object that already is an instance passes
 * through as it is, its own properties shadowing the getters.
 */
export function asObjectType<T extends object>(type: { prototype: T }, row: object): T {
  return Object.create(type.prototype, Object.getOwnPropertyDescriptors(row)) as T;
}
