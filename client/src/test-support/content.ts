// The site's content as it is in content/, for tests that render pages as a pre-rendered page would.
const files = import.meta.glob<string>('../../../content/*.json', { query: '?raw', import: 'default', eager: true });
const documents = Object.fromEntries(
  Object.entries(files).map(([path, text]) => [path.slice(path.lastIndexOf('/') + 1), text]),
);

/** Fills the content store; again after `vi.resetModules()`, which gives the next imports a store of their own. */
export async function fillContentStore(): Promise<void> {
  const { setJsonDocuments } = await import('../content/content-store');
  setJsonDocuments(documents);
}

/** The JSON documents of content/ by key, for a test that changes one of them. */
export const contentJsonFiles: Readonly<Record<string, string>> = documents;
