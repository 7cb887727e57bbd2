import { expect, it } from 'vitest';
import siteText from '../../../../content/site.json?raw';
import { contactValuesOf, siteWithContact, validateContact } from './contact-document';
import {
  instantOf,
  localDateTime,
  noticeDocumentText,
  noticeOf,
  parseNoticeDocument,
  validateNotice,
} from './notice-document';
import { pageGroups } from './page-keys';
import { siteContentUiMessages as messages } from './site-content-ui-messages';

it('changes only the contact details of site.json, keeping every other field and the file layout', () => {
  const values = { ...contactValuesOf(siteText), email: ' office@ozark.example ', phone: '(479) 555-0199' };
  const text = siteWithContact(siteText, values);
  const expected = siteText
    .replace('"info@example.org"', '"office@ozark.example"')
    .replace('"(479) 555-0100"', '"(479) 555-0199"');
  expect(text).toBe(expected);
  expect(siteWithContact(siteText, contactValuesOf(siteText))).toBe(siteText);
});

it('names each missing contact field', () => {
  const errors = validateContact({ email: 'nope', phone: ' ', street: '', city: '', state: '', postalCode: '' });
  expect(errors).toEqual({
    email: messages.emailInvalid,
    phone: messages.phoneRequired,
    street: messages.streetRequired,
    city: messages.cityRequired,
    state: messages.stateRequired,
    postalCode: messages.postalCodeRequired,
  });
});

it('reads and writes the notice, its end typed in local time', () => {
  expect(parseNoticeDocument('null\n')).toBeNull();
  expect(noticeDocumentText(null)).toBe('null\n');
  const iso = instantOf('2026-12-24T17:30');
  expect(iso).not.toBeNull();
  expect(localDateTime(iso!)).toBe('2026-12-24T17:30');
  const notice = noticeOf({ text: ' Closed for snow ', expires: '2026-12-24T17:30' });
  expect(notice).toEqual({ text: 'Closed for snow', expires_at: iso });
  expect(parseNoticeDocument(noticeDocumentText(notice))).toEqual(notice);
  expect(validateNotice({ text: '', expires: '' })).toEqual({
    text: messages.noticeTextRequired,
    expires: messages.noticeExpiryRequired,
  });
});

it('groups the editable pages by kind with readable names', () => {
  const groups = pageGroups([
    'news.json',
    'teachers/maria-delgado.md',
    'grade-pages/grade9-12.md',
    'grade-pages/grade10.md',
    'grade-pages/grade3.md',
    'classes/spanish-bites.md',
  ]);
  expect(groups).toEqual([
    { label: 'Class cards', pages: [{ key: 'classes/spanish-bites.md', label: 'Class card: Spanish Bites' }] },
    {
      label: 'Class pages',
      pages: [
        { key: 'grade-pages/grade3.md', label: 'Class page: Grade 3' },
        { key: 'grade-pages/grade10.md', label: 'Class page: Grade 10' },
        { key: 'grade-pages/grade9-12.md', label: 'Class page: Grades 9–12' },
      ],
    },
    {
      label: 'Teacher biographies',
      pages: [{ key: 'teachers/maria-delgado.md', label: 'Teacher biography: Maria Delgado' }],
    },
  ]);
});
