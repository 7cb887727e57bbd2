import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, agreementMessages, emailVerificationMessages } from '@coop/contract';
import { enrollmentFields, placementOf, postEnrollment, setStatus, uniqueEmail } from '../../test-support/enrollments';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import { HouseholdEvent } from '../households';

// Signed agreements over the real app, on both channels: the office's documents per term, a guardian signing for
// their own household, versions, and the office's confirm waiting for every signature.

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
});
afterAll(() => app.stop());

const term = { key: '2026-27', name: '2026–27' };
const documentFields =
  'id termKey kind title version text withdrawnAt signatures { householdName signerName version } unsigned { householdName }';
const familyFields =
  'termKey termName documents { id title version text signature { signerName version } } waiting { studentName classTitle }';

let counter = 0;
/** A family enrolled through the public form in a first-term class, and its guardian signed in, address confirmed. */
async function family(surname: string, options: { emailVerified?: boolean } = {}) {
  counter += 1;
  const email = uniqueEmail(surname.toLowerCase());
  const parentName = `Pat ${surname}`;
  const studentName = `Sam ${surname} ${counter}`;
  const fields = enrollmentFields(['reading_1st'], { parentName, parentEmail: email, studentName });
  expect((await postEnrollment(app, fields)).status).toBe(200);
  const { user, token } = await app.seedUser({ name: parentName, email, emailVerified: options.emailVerified });
  return { email, parentName, studentName, user, token: token!, household: `The ${surname} family` };
}

async function createDocument(token: string, input: Record<string, unknown>) {
  return app.graphql(
    `mutation($input: CreateAgreementDocumentInput!) { createAgreementDocument(input: $input) { ${documentFields} } }`,
    { input },
    token,
  );
}

const photoRelease = (title = 'Photo release') => ({
  termKey: term.key,
  kind: 'photo_release',
  title,
  text: 'We may take **photos** of classes for the newsletter.',
});

const myAgreements = (token: string) => app.graphql(`{ myAgreements { ${familyFields} } }`, {}, token);
const sign = (token: string, input: Record<string, unknown>) =>
  app.graphql(
    `mutation($input: SignAgreementInput!) { signAgreement(input: $input) { ${familyFields} } }`,
    { input },
    token,
  );
const officeDocuments = (token: string) =>
  app.graphql(
    `query($termKey: String!) { agreementDocuments(termKey: $termKey) { ${documentFields} } }`,
    { termKey: term.key },
    token,
  );

/** Withdraws every document of the term, so each test starts from a term that asks for nothing. */
async function clearTerm() {
  const { data } = await officeDocuments(admin);
  for (const document of data.agreementDocuments.filter((each: any) => !each.withdrawnAt))
    await app.graphql(
      'mutation($id: ID!) { withdrawAgreementDocument(documentId: $id) { id } }',
      { id: document.id },
      admin,
    );
}

describe('the office manages a term’s documents', () => {
  it('lets administrators create, edit and withdraw, on GraphQL and REST; teachers, parents and nobody are refused', async () => {
    await clearTerm();
    const created = await createDocument(admin, photoRelease());
    expect(created.errors).toBeUndefined();
    expect(created.data.createAgreementDocument).toMatchObject({
      termKey: term.key,
      kind: 'photo_release',
      version: 1,
    });

    const rest = await app.rest('POST', '/api/agreements.php', {
      token: admin,
      body: { termKey: term.key, kind: 'medical_consent', title: 'Medical consent', text: 'Call 911 first.' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.document).toMatchObject({ title: 'Medical consent', version: 1 });
    const listed = await app.rest('GET', `/api/agreements.php?termKey=${term.key}`, { token: admin });
    expect(listed.body.documents.map((each: any) => each.title)).toEqual(
      expect.arrayContaining(['Photo release', 'Medical consent']),
    );

    const teacher = (await app.seedUser({ role: Role.teacher })).token!;
    const parent = (await family('Okafor')).token;
    for (const token of [teacher, parent]) {
      const graphql = await createDocument(token, photoRelease());
      expect(graphql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await officeDocuments(token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const post = await app.rest('POST', '/api/agreements.php', { token, body: photoRelease() });
      expect(post.status).toBe(403);
      expect((await app.rest('GET', `/api/agreements.php?termKey=${term.key}`, { token })).status).toBe(403);
      const put = await app.rest('PUT', '/api/agreements.php', {
        token,
        body: { documentId: rest.body.document.id, title: 'x' },
      });
      expect(put.status).toBe(403);
      const del = await app.rest('DELETE', '/api/agreements.php', {
        token,
        body: { documentId: rest.body.document.id },
      });
      expect(del.status).toBe(403);
    }
    expect((await app.rest('POST', '/api/agreements.php', { body: photoRelease() })).status).toBe(401);
    expect((await createDocument('', photoRelease())).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const withdrawn = await app.rest('DELETE', '/api/agreements.php', {
      token: admin,
      body: { documentId: rest.body.document.id },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.document.withdrawnAt).toEqual(expect.any(String));
  });

  it('refuses a blank title, an unknown kind and an unknown term with the shared sentences', async () => {
    const blank = await app.rest('POST', '/api/agreements.php', {
      token: admin,
      body: { ...photoRelease(), title: '  ' },
    });
    expect(blank).toMatchObject({ status: 400, body: { success: false, error: agreementMessages.titleRequired } });
    const kind = await app.rest('POST', '/api/agreements.php', {
      token: admin,
      body: { ...photoRelease(), kind: 'waiver' },
    });
    expect(kind).toMatchObject({ status: 400, body: { error: agreementMessages.kindInvalid } });
    const unknown = await createDocument(admin, { ...photoRelease(), termKey: 'spring-1999' });
    expect(unknown.errors?.[0]).toMatchObject({
      message: agreementMessages.termNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('a guardian signs for their own household', () => {
  it('reads the document, signs with their name (capitals and spacing aside), once; the history says so', async () => {
    await clearTerm();
    const rivera = await family('Rivera');
    const { data } = await createDocument(admin, photoRelease());
    const document = data.createAgreementDocument;

    const mine = await app.rest('GET', '/api/agreements.php', { token: rivera.token });
    expect(mine.status).toBe(200);
    expect(mine.body.terms).toEqual([
      expect.objectContaining({
        termKey: term.key,
        termName: term.name,
        documents: [expect.objectContaining({ id: document.id, title: 'Photo release', signature: null })],
        waiting: [expect.objectContaining({ studentName: rivera.studentName })],
      }),
    ]);

    const wrong = await sign(rivera.token, { documentId: document.id, version: 1, fullName: 'Someone Else' });
    expect(wrong.errors?.[0]).toMatchObject({
      message: agreementMessages.signatureMismatch(rivera.parentName),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const blank = await app.rest('POST', '/api/agreement-signatures.php', {
      token: rivera.token,
      body: { documentId: document.id, version: 1, fullName: ' ' },
    });
    expect(blank).toMatchObject({ status: 400, body: { error: agreementMessages.signatureRequired } });

    const signed = await app.rest('POST', '/api/agreement-signatures.php', {
      token: rivera.token,
      body: {
        documentId: document.id,
        version: 1,
        fullName: `  ${rivera.parentName.toUpperCase().replace(' ', '   ')} `,
      },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.terms[0].documents[0].signature).toMatchObject({
      version: 1,
      signerName: rivera.parentName.toUpperCase(),
    });
    expect(signed.body.terms[0].waiting).toEqual([]);

    const again = await sign(rivera.token, { documentId: document.id, version: 1, fullName: rivera.parentName });
    expect(again.errors?.[0]).toMatchObject({
      message: agreementMessages.alreadySigned,
      extensions: { code: 'CONFLICT' },
    });

    const lines = await app.app.db.manager.find(HouseholdEvent, { where: { actorUserId: rivera.user.id } });
    expect(lines.map((line) => line.text)).toContain(
      `${rivera.parentName} signed the Photo release (version 1) for ${term.name}.`,
    );

    const office = (await officeDocuments(admin)).data.agreementDocuments.find((each: any) => each.id === document.id);
    expect(office.signatures).toEqual([
      { householdName: rivera.household, signerName: rivera.parentName.toUpperCase(), version: 1 },
    ]);
    expect(office.unsigned).not.toContainEqual({ householdName: rivera.household });
  });

  it('shows nothing to teachers, other families or unconfirmed accounts, on both channels', async () => {
    await clearTerm();
    const chen = await family('Chen');
    const unconfirmed = await family('Novak', { emailVerified: false });
    const teacher = (await app.seedUser({ role: Role.teacher })).token!;
    const stranger = (await app.seedUser({ role: Role.parent })).token!;
    const document = (await createDocument(admin, photoRelease())).data.createAgreementDocument;
    await sign(chen.token, { documentId: document.id, version: 1, fullName: chen.parentName });

    const refusedUnconfirmed = await myAgreements(unconfirmed.token);
    expect(refusedUnconfirmed.errors?.[0]).toMatchObject({
      message: emailVerificationMessages.required,
      extensions: { code: 'EMAIL_NOT_VERIFIED' },
    });
    expect(await app.rest('GET', '/api/agreements.php', { token: unconfirmed.token })).toMatchObject({
      status: 403,
      body: { error: emailVerificationMessages.required },
    });
    const signUnconfirmed = await app.rest('POST', '/api/agreement-signatures.php', {
      token: unconfirmed.token,
      body: { documentId: document.id, version: 1, fullName: unconfirmed.parentName },
    });
    expect(signUnconfirmed.status).toBe(403);

    expect((await myAgreements(teacher)).errors?.[0]).toMatchObject({
      message: accountMessages.forbidden,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await app.rest('GET', '/api/agreements.php', { token: teacher })).status).toBe(403);

    // A parent with no household sees nothing and signs nothing; nobody else's signature shows anywhere.
    expect((await myAgreements(stranger)).data.myAgreements).toEqual([]);
    const strangerSigns = await app.rest('POST', '/api/agreement-signatures.php', {
      token: stranger,
      body: { documentId: document.id, version: 1, fullName: 'Whoever' },
    });
    expect(strangerSigns).toMatchObject({ status: 403, body: { error: agreementMessages.noHousehold } });
    const other = await family('Haddad');
    const theirs = (await myAgreements(other.token)).data.myAgreements;
    expect(theirs[0].documents[0].signature).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain(chen.parentName);
  });
});

describe('versions', () => {
  it('keeps unsigned edits in the version; signed text edited becomes a new version to sign again', async () => {
    await clearTerm();
    const lee = await family('Lee');
    const document = (await createDocument(admin, photoRelease())).data.createAgreementDocument;
    const update = (input: Record<string, unknown>) =>
      app.graphql(
        `mutation($input: UpdateAgreementDocumentInput!) { updateAgreementDocument(input: $input) { ${documentFields} } }`,
        { input: { documentId: document.id, ...input } },
        admin,
      );

    const fixed = await update({ text: 'We may take photos of classes.' });
    expect(fixed.data.updateAgreementDocument).toMatchObject({ version: 1, text: 'We may take photos of classes.' });

    await sign(lee.token, { documentId: document.id, version: 1, fullName: lee.parentName });
    const renamed = await app.rest('PUT', '/api/agreements.php', {
      token: admin,
      body: { documentId: document.id, title: 'Photo and video release' },
    });
    expect(renamed.body.document).toMatchObject({ version: 1, title: 'Photo and video release' });

    const changed = await update({ text: 'We may take photos and videos of classes.' });
    expect(changed.data.updateAgreementDocument).toMatchObject({
      version: 2,
      text: 'We may take photos and videos of classes.',
      signatures: [{ householdName: lee.household, signerName: lee.parentName, version: 1 }],
    });
    expect(changed.data.updateAgreementDocument.unsigned).toContainEqual({ householdName: lee.household });

    const family2 = (await myAgreements(lee.token)).data.myAgreements[0];
    expect(family2.documents[0]).toMatchObject({ version: 2, signature: null });
    const stale = await sign(lee.token, { documentId: document.id, version: 1, fullName: lee.parentName });
    expect(stale.errors?.[0]).toMatchObject({
      message: agreementMessages.versionChanged,
      extensions: { code: 'CONFLICT' },
    });
    const again = await sign(lee.token, { documentId: document.id, version: 2, fullName: lee.parentName });
    expect(again.data.signAgreement[0].documents[0].signature).toMatchObject({ version: 2 });
  });
});

describe('the office’s confirm waits for the signatures', () => {
  it('refuses with the sentence naming the household and the documents, then confirms once signed', async () => {
    await clearTerm();
    const rivera = await family('Rivera');
    const photo = (await createDocument(admin, photoRelease())).data.createAgreementDocument;
    const medical = (
      await createDocument(admin, {
        termKey: term.key,
        kind: 'medical_consent',
        title: 'Medical consent',
        text: 'Consent.',
      })
    ).data.createAgreementDocument;
    const placement = await placementOf(app, admin, 'reading_1st', rivera.studentName);

    const refused = await setStatus(app, admin, placement.placementId, 'confirmed');
    expect(refused.errors?.[0]).toMatchObject({
      message: `${rivera.household} has not signed the Photo release and Medical consent for ${term.name} yet.`,
      extensions: { code: 'AGREEMENTS_UNSIGNED' },
    });
    expect((await placementOf(app, admin, 'reading_1st', rivera.studentName)).status).toBe('held');

    await sign(rivera.token, { documentId: photo.id, version: 1, fullName: rivera.parentName });
    const still = await setStatus(app, admin, placement.placementId, 'confirmed');
    expect(still.errors?.[0].message).toBe(
      `${rivera.household} has not signed the Medical consent for ${term.name} yet.`,
    );

    // A withdrawn document is no longer asked for.
    await app.graphql(
      'mutation($id: ID!) { withdrawAgreementDocument(documentId: $id) { id } }',
      { id: medical.id },
      admin,
    );
    const confirmed = await setStatus(app, admin, placement.placementId, 'confirmed');
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data.setPlacementStatus.status).toBe('confirmed');
  });
});
