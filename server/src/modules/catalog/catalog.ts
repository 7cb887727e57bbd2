import { allCatalogClasses, type Catalog } from '@coop/contract';

/** The catalog in force, asked for on each use: staff may change it while the server runs. */
export type CatalogSource = () => Catalog;

/** A value worked out from the catalog in force, worked out again only once the catalog changed. */
export function fromCatalog<T>(catalog: CatalogSource, derive: (catalog: Catalog) => T): () => T {
  let seen: Catalog | undefined;
  let value: T;
  return () => {
    const current = catalog();
    if (current !== seen) {
      value = derive(current);
      seen = current;
    }
    return value;
  };
}

/** The classes of every term of the catalog, by key. */
export function catalogClasses(catalog: CatalogSource): () => ReadonlyMap<string, Catalog['classes'][number]> {
  return fromCatalog(catalog, (current) => new Map(allCatalogClasses(current).map((item) => [item.key, item])));
}
