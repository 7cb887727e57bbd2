// @vitest-environment happy-dom
import { agreementMessages } from '@coop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithGraphql } from '../../enrollment-office/test-graphql';
import { FamilyAgreements } from './family-agreements';

afterEach(cleanup);

const at = '2026-11-20T15:00:00.000Z';
const agreement = (id: string, title: string, signature: Record<string, unknown> | null) => ({
  __typename: 'FamilyAgreement',
  id,
  kind: 'photo_release',
  title,
  version: 1,
  text: 'We may take **photos** of classes.',
  signature: signature && { __typename: 'FamilyAgreementSignature', version: 1, signedAt: at, ...signature },
});
const term = (signed: boolean) => ({
  __typename: 'FamilyAgreementTerm',
  termKey: '2026-27',
  termName: '2026–27',
  documents: [
    agreement('conduct', 'Code of conduct', { signerName: 'Pat Rivera' }),
    agreement('photo', 'Photo release', signed ? { signerName: 'pat rivera' } : null),
  ],
  waiting: signed
    ? []
    : [{ __typename: 'AgreementWaitingPlacement', placementId: 'p1', studentName: 'Sam Rivera', classTitle: 'Art' }],
});

it('lists the documents signed and not, the places waiting, and signs by the account name', async () => {
  const { sent } = renderWithGraphql(<FamilyAgreements accountName="Pat Rivera" />, {
    MyAgreements: () => ({ myAgreements: [term(false)] }),
    SignAgreement: () => ({ signAgreement: [term(true)] }),
  });
  const section = await screen.findByRole('region', { name: 'Agreements for 2026–27' });
  expect(within(section).getByText(agreementMessages.waiting('2026–27'))).toBeTruthy();
  expect(within(section).getByText('Sam Rivera: Art')).toBeTruthy();
  expect(within(section).getByText(/Signed by Pat Rivera on/)).toBeTruthy();

  fireEvent.click(within(section).getByRole('button', { name: 'Read and sign the Photo release' }));
  const reading = screen.getByRole('region', { name: 'Photo release, version 1' });
  await waitFor(() =>
    expect(document.activeElement === reading || reading.contains(document.activeElement)).toBe(true),
  );
  expect((await within(reading).findByText('photos')).tagName).toBe('STRONG');
  const name = within(reading).getByLabelText(/Your full name/);
  expect(within(reading).getByText('Type your full name as your account has it: Pat Rivera.')).toBeTruthy();

  fireEvent.change(name, { target: { value: 'Someone Else' } });
  fireEvent.click(within(reading).getByRole('button', { name: 'Sign' }));
  expect(await within(reading).findByText(agreementMessages.signatureMismatch('Pat Rivera'))).toBeTruthy();
  expect(sent.map((each) => each.operation)).not.toContain('SignAgreement');

  fireEvent.change(name, { target: { value: '  pat   rivera ' } });
  fireEvent.click(within(reading).getByRole('button', { name: 'Sign' }));
  expect(await within(section).findByText(/Signed by pat rivera on/)).toBeTruthy();
  expect(sent.find((each) => each.operation === 'SignAgreement')?.variables).toEqual({
    input: { documentId: 'photo', version: 1, fullName: '  pat   rivera ' },
  });
  expect(screen.queryByText(agreementMessages.waiting('2026–27'))).toBeNull();
  expect(screen.getByText('You signed the Photo release.')).toBeTruthy();
});

it('shows nothing when the household has no places in a term with documents', async () => {
  const { sent } = renderWithGraphql(<FamilyAgreements accountName="Pat Rivera" />, {
    MyAgreements: () => ({ myAgreements: [] }),
  });
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(screen.queryByRole('region')).toBeNull();
});
