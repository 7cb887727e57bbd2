import { expect, it } from 'vitest';
import fileText from '../../../../content/resources.json?raw';
import {
  emptyResourceValues,
  parseResourcesDocument,
  resourcesDocumentText,
  resourceValuesOf,
  validateResourceValues,
  withoutResourceLink,
  withResource,
} from './resources-document';
import { siteContentUiMessages as messages } from './site-content-ui-messages';

it('writes the resources file back byte for byte when every entry goes through the form unchanged', () => {
  let file = parseResourcesDocument(fileText);
  for (const kind of ['documents', 'links'] as const)
    file[kind].forEach((entry, index) => {
      file = withResource(file, kind, index, resourceValuesOf(entry));
    });
  expect(resourcesDocumentText(file)).toBe(fileText);
});

it('changes one link in its place, keeps a document its address and type, and adds a new link last', () => {
  const file = parseResourcesDocument(fileText);
  const values = {
    name: ' Academic Advantage ',
    url: ' https://academicadvantage.example/ ',
    description: ' Tutoring. ',
  };
  const text = resourcesDocumentText(withResource(file, 'links', 3, values));
  const expected = fileText
    .replace('"https://example.org/academic-advantage"', '"https://academicadvantage.example/"')
    .replace(file.links[3].description, 'Tutoring.');
  expect(text).toBe(expected);

  const renamed = withResource(file, 'documents', 0, { name: 'Conduct', url: '/elsewhere.pdf', description: 'D' });
  expect(renamed.documents[0]).toEqual({ ...file.documents[0], name: 'Conduct', description: 'D' });
  expect(Object.keys(renamed.documents[0])).toEqual(['name', 'url', 'description', 'type']);

  const added = withResource(file, 'links', null, {
    name: 'Library',
    url: 'https://library.example/',
    description: 'Books',
  });
  expect(added.links).toHaveLength(file.links.length + 1);
  expect(added.links.at(-1)).toEqual({ name: 'Library', url: 'https://library.example/', description: 'Books' });
  expect(added.documents).toBe(file.documents);
});

it('removes a link by its place', () => {
  const file = parseResourcesDocument(fileText);
  const removed = withoutResourceLink(file, 3);
  expect(removed.links.map((link) => link.url)).toEqual(
    file.links.filter((_, index) => index !== 3).map((link) => link.url),
  );
});

it('names the field of each problem, and wants a link to be a full web address', () => {
  expect(validateResourceValues('links', emptyResourceValues)).toEqual({
    name: messages.resourceNameRequired,
    url: messages.resourceAddressInvalid,
    description: messages.resourceDescriptionRequired,
  });
  const fine = { name: 'N', url: 'https://x.example/', description: 'D' };
  expect(validateResourceValues('links', fine)).toEqual({});
  expect(validateResourceValues('links', { ...fine, url: 'http://x.example' })).toEqual({});
  for (const url of ['x.example', '/resources', 'javascript:alert(1)', 'ftp://x.example/'])
    expect(validateResourceValues('links', { ...fine, url }).url).toBe(messages.resourceAddressInvalid);
  // A document's address is the server's file, not typed.
  expect(validateResourceValues('documents', { ...fine, url: '/content/documents/a.pdf' })).toEqual({});
});
