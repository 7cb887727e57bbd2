import { classMaterialMessages, fileMessages, linkMessages } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollThroughForm, setSeats, uniqueEmail, uniqueName } from '../../test-support/enrollments';
import { samples } from '../../test-support/sample-files';
import { TestApp, type Answer, type GraphqlAnswer } from '../../test-support/test-app';
import { Role } from '../accounts';

// Files and links shared with one class's or one grade's families, over the real app on both channels: who may share
// with which class, who finds the item in which list, who downloads its bytes, and that the spec's audiences answer
// exactly as before.

type Who = 'admin' | 'teacherOfClass' | 'otherTeacher' | 'parentInClass' | 'parentNotInClass' | 'anonymous';
const everyone: Who[] = ['admin', 'teacherOfClass', 'otherTeacher', 'parentInClass', 'parentNotInClass', 'anonymous'];

const theClass = 'reading_1st';
const otherClass = 'reading_2nd';

/** A file as the tests send it. */
type Sample = { name: string; bytes: Buffer };

let app: TestApp;
const tokens = {} as Record<Who, string | undefined>;

/** A parent whose confirmed address enrolled one child in `classKey`, with My family opened once. */
async function familyIn(classKey: string, word: string): Promise<string> {
  const email = uniqueEmail(word);
  await enrollThroughForm(app, { parentEmail: email, studentName: uniqueName('Sam'), classes: [classKey] });
  const { token } = await app.seedUser({ role: Role.parent, email, name: `${word} Parent` });
  // The first look at My family makes the account its household's guardian.
  await app.graphql('{ myFamily { studentName } }', {}, token);
  return token!;
}

beforeAll(async () => {
  app = await TestApp.start();
  tokens.admin = await app.adminToken();
  const teacherOfClass = await app.seedUser({ role: Role.teacher, name: 'Ms Reading One' });
  const otherTeacher = await app.seedUser({ role: Role.teacher, name: 'Mr Reading Two' });
  for (const [classKey, teacher] of [
    [theClass, teacherOfClass],
    [otherClass, otherTeacher],
  ] as const) {
    const set = await app.graphql(
      'mutation($classKey: String!, $ids: [ID!]!) { setClassTeachers(classKey: $classKey, teacherIds: $ids) { classKey } }',
      { classKey, ids: [teacher.user.id] },
      tokens.admin,
    );
    expect(set.errors).toBeUndefined();
  }
  tokens.teacherOfClass = teacherOfClass.token;
  tokens.otherTeacher = otherTeacher.token;
  tokens.parentInClass = await familyIn(theClass, 'inclass');
  tokens.parentNotInClass = await familyIn(otherClass, 'outclass');
  tokens.anonymous = undefined;
});
afterAll(() => app?.stop());

/** POST /api/files.php with the audience's fields beside the file. */
async function uploadRest(token: string | undefined, fields: Record<string, string>, file: Sample = samples.pdf) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${app.url}/api/files.php`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: await response.json() } as Answer;
}

/** The uploadFile mutation with a class or grade, per the GraphQL multipart request spec. */
async function uploadGraphql(
  token: string | undefined,
  variables: Record<string, unknown>,
  file: Sample = samples.txt,
) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation($file: Upload!, $classKey: String, $grade: Int, $visibility: Visibility) {
        uploadFile(file: $file, classKey: $classKey, grade: $grade, visibility: $visibility) {
          id visibility audience { classKey grade label } } }`,
      variables: { file: null, ...variables },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return (await response.json()) as GraphqlAnswer;
}

const link = (title: string) => ({ title, url: 'https://example.org/phonics', description: 'Phonics practice' });

const shareLinkRest = (token: string | undefined, body: Record<string, unknown>) =>
  app.rest('POST', '/api/links.php', { token, body: { ...link('Phonics'), ...body } });

const shareLinkGraphql = (token: string | undefined, input: Record<string, unknown>) =>
  app.graphql(
    'mutation($i: ShareLinkInput!) { shareLink(input: $i) { id visibility audience { classKey grade label } } }',
    { i: { ...link('Phonics'), ...input } },
    token,
  );

/** What a call came to on either channel: OK, or the code it was refused with. */
const outcome = (answer: GraphqlAnswer | Answer) =>
  'body' in answer ? (answer.status === 200 ? 'OK' : answer.body.code) : (answer.errors?.[0]?.extensions?.code ?? 'OK');

/** Shared by the admin with the class, before the cells that read it. */
async function classFile(): Promise<{ id: string; url: string }> {
  const answer = await uploadRest(tokens.admin, { classKey: theClass });
  expect(answer.status).toBe(200);
  return answer.body.file;
}

async function classLink(title = 'Phonics'): Promise<string> {
  const answer = await app.rest('POST', '/api/links.php', {
    token: tokens.admin,
    body: { ...link(title), classKey: theClass },
  });
  expect(answer.status).toBe(200);
  return answer.body.link.id;
}

describe('sharing with a class or a grade', () => {
  const mayShare: Record<Who, string> = {
    admin: 'OK',
    teacherOfClass: 'OK',
    otherTeacher: 'FORBIDDEN',
    parentInClass: 'FORBIDDEN',
    parentNotInClass: 'FORBIDDEN',
    anonymous: 'UNAUTHENTICATED',
  };

  it.each(everyone)('%s sharing a file and a link with the class, on both channels', async (who) => {
    const answers = [
      await uploadRest(tokens[who], { classKey: theClass }),
      await uploadGraphql(tokens[who], { classKey: theClass }),
      await shareLinkRest(tokens[who], { classKey: theClass }),
      await shareLinkGraphql(tokens[who], { classKey: theClass }),
    ];
    expect(answers.map(outcome)).toEqual(Array(4).fill(mayShare[who]));
    if (mayShare[who] !== 'OK') return;
    const audience = { classKey: theClass, grade: null, label: 'Families in Reading (Grade 1)' };
    expect((answers[0] as Answer).body.file).toMatchObject({ visibility: 'admin_only', audience });
    expect((answers[1] as GraphqlAnswer).data.uploadFile).toMatchObject({ visibility: 'admin_only', audience });
    expect((answers[2] as Answer).body.link).toMatchObject({ visibility: 'admin_only', audience });
    expect((answers[3] as GraphqlAnswer).data.shareLink).toMatchObject({ visibility: 'admin_only', audience });
  });

  it("lets a teacher share with the grades of their classes only, and says why another's is refused", async () => {
    expect(outcome(await uploadRest(tokens.teacherOfClass, { grade: '1' }))).toBe('OK');
    expect(outcome(await shareLinkGraphql(tokens.teacherOfClass, { grade: 1 }))).toBe('OK');
    const refused = await uploadRest(tokens.teacherOfClass, { grade: '2' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(classMaterialMessages.notYourClass);
    const refusedLink = await shareLinkRest(tokens.teacherOfClass, { classKey: otherClass });
    expect(refusedLink.status).toBe(403);
    expect(refusedLink.body.error).toBe(classMaterialMessages.notYourClass);
    expect(outcome(await shareLinkGraphql(tokens.admin, { grade: 12 }))).toBe('OK');
  });

  it('refuses an unknown class, a grade outside 1 to 12, both at once, or a class with another visibility', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ classKey: 'basket_weaving' }, classMaterialMessages.classInvalid],
      [{ grade: '13' }, classMaterialMessages.gradeInvalid],
      [{ grade: 'first' }, classMaterialMessages.gradeInvalid],
      [{ classKey: theClass, grade: '1' }, classMaterialMessages.oneAudience],
      [{ classKey: theClass, visibility: 'teachers_and_admins' }, classMaterialMessages.audienceWithVisibility],
    ];
    for (const [fields, message] of cases) {
      const file = await uploadRest(tokens.admin, fields);
      const shared = await shareLinkRest(tokens.admin, fields);
      expect([file.status, file.body.error, file.body.code]).toEqual([400, message, 'BAD_USER_INPUT']);
      expect([shared.status, shared.body.error, shared.body.code]).toEqual([400, message, 'BAD_USER_INPUT']);
    }
    const graphql = await shareLinkGraphql(tokens.admin, { grade: 0 });
    expect(graphql.errors?.[0]).toMatchObject({
      message: classMaterialMessages.gradeInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe("who finds a class's file and link, and where", () => {
  let file: { id: string; url: string };
  let linkId: string;
  beforeAll(async () => {
    file = await classFile();
    linkId = await classLink('Sight words');
  });

  // Lists: staff who answer for the class see it; parents' lists stay the spec's, a family finds it in My family.
  const inLists: Record<Who, boolean | 'UNAUTHENTICATED'> = {
    admin: true,
    teacherOfClass: true,
    otherTeacher: false,
    parentInClass: false,
    parentNotInClass: false,
    anonymous: 'UNAUTHENTICATED',
  };

  it.each(everyone)('%s: the general lists of files and links, on both channels', async (who) => {
    const files = await app.rest('GET', '/api/files.php', { token: tokens[who] });
    const links = await app.rest('GET', '/api/links.php', { token: tokens[who] });
    const graphql = await app.graphql('{ sharedFiles { id } sharedLinks { id } }', {}, tokens[who]);
    const pages = await app.graphql(
      '{ fileConnection(first: 100) { edges { node { id } } } linkConnection(first: 100) { edges { node { id } } } }',
      {},
      tokens[who],
    );
    if (inLists[who] === 'UNAUTHENTICATED') {
      expect([files.status, links.status]).toEqual([401, 401]);
      expect(graphql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      return;
    }
    const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);
    const nodes = (connection: { edges: Array<{ node: { id: string } }> }) => connection.edges.map((edge) => edge.node);
    const seen = inLists[who];
    expect(ids(files.body.files).includes(file.id)).toBe(seen);
    expect(ids(links.body.links).includes(linkId)).toBe(seen);
    expect(ids(graphql.data.sharedFiles).includes(file.id)).toBe(seen);
    expect(ids(graphql.data.sharedLinks).includes(linkId)).toBe(seen);
    expect(ids(nodes(pages.data.fileConnection)).includes(file.id)).toBe(seen);
    expect(ids(nodes(pages.data.linkConnection)).includes(linkId)).toBe(seen);
  });

  const inMyFamily: Record<Who, boolean | string> = {
    admin: false,
    teacherOfClass: 'FORBIDDEN',
    otherTeacher: 'FORBIDDEN',
    parentInClass: true,
    parentNotInClass: false,
    anonymous: 'UNAUTHENTICATED',
  };

  it.each(everyone)("%s: My family's class materials, on both channels", async (who) => {
    const graphql = await app.graphql(
      '{ familyMaterials { classKey grade title files { id url audience { label } } links { id } } }',
      {},
      tokens[who],
    );
    const rest = await app.rest('GET', '/api/class-materials.php', { token: tokens[who] });
    const expected = inMyFamily[who];
    if (typeof expected === 'string') {
      expect(graphql.errors?.[0].extensions?.code).toBe(expected);
      expect(rest.body.code).toBe(expected);
      return;
    }
    for (const classes of [graphql.data.familyMaterials, rest.body.classes]) {
      const all = classes.flatMap((item: { files: Array<{ id: string }>; links: Array<{ id: string }> }) => [
        ...item.files.map((each) => each.id),
        ...item.links.map((each) => each.id),
      ]);
      expect(all.includes(file.id)).toBe(expected);
      expect(all.includes(linkId)).toBe(expected);
    }
    if (who === 'parentInClass') {
      const [reading, grade] = graphql.data.familyMaterials;
      expect(reading).toMatchObject({ classKey: theClass, grade: null, title: 'Reading (Grade 1)' });
      expect(reading.files[0]).toMatchObject({ id: file.id, url: file.url });
      // The child's grade is not recorded, so their class's grade stands for it.
      expect(grade).toMatchObject({ classKey: null, grade: 1, title: 'Grade 1' });
    }
    if (who === 'parentNotInClass') {
      expect(graphql.data.familyMaterials.map((item: { title: string }) => item.title)).toEqual([
        'Reading (Grade 2)',
        'Grade 2',
      ]);
    }
  });

  const downloads: Record<Who, number> = {
    admin: 200,
    teacherOfClass: 200,
    otherTeacher: 404,
    parentInClass: 200,
    parentNotInClass: 404,
    anonymous: 401,
  };

  it.each(everyone)("%s downloading the class's file: its bytes as stored, or nothing", async (who) => {
    const response = await fetch(`${app.url}${file.url}`, {
      headers: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {},
    });
    expect(response.status).toBe(downloads[who]);
    if (response.status === 200) {
      expect(Buffer.from(await response.arrayBuffer())).toEqual(samples.pdf.bytes);
    } else {
      const expectedError = who === 'anonymous' ? fileMessages.noToken : fileMessages.notFound;
      expect(((await response.json()) as { error: string }).error).toBe(expectedError);
    }
  });

  it("serves a grade's file to the grade's families only", async () => {
    const gradeFile = (await uploadRest(tokens.teacherOfClass, { grade: '1' }, samples.png)).body.file;
    const get = (who: Who) =>
      fetch(`${app.url}${gradeFile.url}`, { headers: { authorization: `Bearer ${tokens[who]}` } });
    const inGrade = await get('parentInClass');
    expect(inGrade.status).toBe(200);
    expect(Buffer.from(await inGrade.arrayBuffer())).toEqual(samples.png.bytes);
    expect((await get('parentNotInClass')).status).toBe(404);
    expect((await get('otherTeacher')).status).toBe(404);
  });

  const deletes: Record<Who, number> = {
    admin: 200,
    teacherOfClass: 200,
    otherTeacher: 404,
    parentInClass: 403,
    parentNotInClass: 403,
    anonymous: 401,
  };

  it.each(everyone)("%s deleting the class's file and link, on both channels", async (who) => {
    const [restFile, restLink, graphqlFile, graphqlLink] = [
      (await classFile()).id,
      await classLink(),
      (await classFile()).id,
      await classLink(),
    ];
    const file = await app.rest('DELETE', `/api/files.php?file_id=${restFile}`, { token: tokens[who] });
    const link = await app.rest('DELETE', '/api/links.php', { token: tokens[who], body: { linkId: restLink } });
    expect([file.status, link.status]).toEqual([deletes[who], deletes[who]]);
    if (who === 'parentInClass') expect(file.body.error).toBe(fileMessages.deleteForbidden);
    if (who === 'parentInClass') expect(link.body.error).toBe(linkMessages.deleteForbidden);
    const codes = { 200: undefined, 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' } as const;
    const byGraphql = await app.graphql('mutation($f: ID!) { deleteFile(id: $f) }', { f: graphqlFile }, tokens[who]);
    const linkByGraphql = await app.graphql(
      'mutation($l: ID!) { deleteLink(id: $l) }',
      { l: graphqlLink },
      tokens[who],
    );
    expect(byGraphql.errors?.[0].extensions?.code).toBe(codes[deletes[who] as keyof typeof codes]);
    expect(linkByGraphql.errors?.[0].extensions?.code).toBe(codes[deletes[who] as keyof typeof codes]);
  });
});

describe('a child on the waitlist', () => {
  it("is not in the class yet: no class, no grade and no download of the class's file", async () => {
    const full = 'math_1st';
    expect((await setSeats(app, tokens.admin!, full, 0)).errors).toBeUndefined();
    const waiting = await familyIn(full, 'waiting');
    const file = (await uploadRest(tokens.admin, { classKey: full })).body.file;
    const materials = await app.graphql('{ familyMaterials { title } }', {}, waiting);
    expect(materials.data.familyMaterials).toEqual([]);
    const response = await fetch(`${app.url}${file.url}`, { headers: { authorization: `Bearer ${waiting}` } });
    expect(response.status).toBe(404);
  });
});

describe('what stays as it was', () => {
  it("answers an item shared by visibility without an audience, and keeps a parent's lists the spec's", async () => {
    const spec = await app.uploadRest(tokens.admin, samples.txt, 'everyone');
    expect(Object.keys(spec.body.file).sort()).toEqual(
      ['id', 'original_name', 'size', 'visibility', 'uploader_name', 'uploaded_at', 'url'].sort(),
    );
    await classFile();
    const files = (await app.rest('GET', '/api/files.php', { token: tokens.parentInClass })).body.files;
    expect(new Set(files.map((each: { visibility: string }) => each.visibility))).toEqual(new Set(['everyone']));
    expect(files.some((each: { audience?: unknown }) => 'audience' in each)).toBe(false);
  });

  it("tags each teacher's list apart, as each sees the classes they teach", async () => {
    const tag = async (who: Who) =>
      (await fetch(`${app.url}/api/files.php`, { headers: { authorization: `Bearer ${tokens[who]}` } })).headers.get(
        'etag',
      );
    const [mine, theirs] = [await tag('teacherOfClass'), await tag('otherTeacher')];
    expect(mine).not.toBe(theirs);
    const again = await fetch(`${app.url}/api/files.php`, {
      headers: { authorization: `Bearer ${tokens.otherTeacher}`, 'if-none-match': mine! },
    });
    expect(again.status).toBe(200);
  });

  it('offers each sharer the classes and grades they may choose', async () => {
    const query = '{ shareAudiences { classes { key title grades } grades } }';
    const teacher = (await app.graphql(query, {}, tokens.teacherOfClass)).data.shareAudiences;
    expect(teacher).toEqual({ classes: [{ key: theClass, title: 'Reading (Grade 1)', grades: [1] }], grades: [1] });
    const admin = (await app.graphql(query, {}, tokens.admin)).data.shareAudiences;
    expect(admin.grades).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(admin.classes.map((item: { key: string }) => item.key)).toContain(otherClass);
    expect((await app.graphql(query, {}, tokens.parentInClass)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.rest('GET', '/api/share-audiences.php', { token: tokens.teacherOfClass })).body).toMatchObject({
      success: true,
      grades: [1],
    });
  });
});
