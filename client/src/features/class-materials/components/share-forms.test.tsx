// @vitest-environment happy-dom
import { classMaterialMessages } from '@coop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { ShareAudienceOptions } from '../../../lib/share-choice';
import { renderWithGraphql } from '../../enrollment-office/test-graphql';
import { UploadForm } from '../../files/components/upload-form';
import { LinkForm } from '../../links/components/link-form';
import { FamilyMaterials } from './family-materials';

// The share forms' "Who can see it" with the classes and grades a sharer may choose, and My family's class materials.

afterEach(cleanup);

const teacherAudiences: ShareAudienceOptions = {
  classes: [{ key: 'reading_1st', title: 'Reading (Grade 1)' }],
  grades: [1],
};

const noop = () => {};

it('offers a teacher the visibilities, then their class and its grade, in one labelled select', () => {
  renderWithGraphql(<LinkForm role="teacher" audiences={teacherAudiences} onNotice={noop} />, {});
  const select = screen.getByRole('combobox', { name: 'Who can see it' });
  const options = within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options).toEqual([
    'Parents, teachers and admins',
    'Staff Only',
    'Families in Reading (Grade 1)',
    'Grade 1 families',
  ]);
  expect(within(select).getByRole('group', { name: 'One class' })).toBeTruthy();
  expect(within(select).getByRole('group', { name: 'One grade' })).toBeTruthy();
  expect(select.getAttribute('aria-describedby')).toBeTruthy();
});

it('offers only the visibilities while no class or grade is known (a parent never sees the form)', () => {
  renderWithGraphql(<LinkForm role="admin" onNotice={noop} />, {});
  const select = screen.getByRole('combobox', { name: 'Who can see it' });
  expect(within(select).queryAllByRole('group')).toHaveLength(0);
  expect(within(select).getAllByRole('option')).toHaveLength(3);
});

it('shares a link with the chosen class: the class key goes instead of a visibility', async () => {
  const { sent } = renderWithGraphql(<LinkForm role="teacher" audiences={teacherAudiences} onNotice={noop} />, {
    ShareLink: (variables) => ({
      shareLink: {
        __typename: 'SharedLink',
        id: 'l1',
        ...(variables.input as object),
        audience: { __typename: 'MaterialAudience', label: 'Families in Reading (Grade 1)' },
        sharedBy: 'Ms Reading',
        sharedAt: '2026-11-20T15:00:00.000Z',
      },
    }),
  });
  fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Phonics' } });
  fireEvent.change(screen.getByRole('textbox', { name: /URL/ }), { target: { value: 'https://example.org/p' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Practice' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Who can see it' }), {
    target: { value: 'class:reading_1st' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Share Link' }));
  await waitFor(() => expect(sent.some((each) => each.operation === 'ShareLink')).toBe(true));
  expect(sent.find((each) => each.operation === 'ShareLink')!.variables.input).toEqual({
    title: 'Phonics',
    url: 'https://example.org/p',
    description: 'Practice',
    category: 'General',
    visibility: 'everyone',
    classKey: 'reading_1st',
  });
});

it("uploads a file for a grade's families: the grade goes instead of a visibility", async () => {
  const { sent } = renderWithGraphql(<UploadForm role="teacher" audiences={teacherAudiences} onNotice={noop} />, {
    UploadFile: () => ({ error: 'stop here' }),
  });
  const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
  fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Who can see it' }), { target: { value: 'grade:1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(sent.some((each) => each.operation === 'UploadFile')).toBe(true));
  const { variables } = sent.find((each) => each.operation === 'UploadFile')!;
  expect(variables).toMatchObject({ visibility: 'everyone', grade: 1 });
  expect(variables.classKey).toBeUndefined();
});

it('lists each class and grade with its files and links, or says nothing was shared yet', async () => {
  renderWithGraphql(<FamilyMaterials />, {
    FamilyMaterials: () => ({
      familyMaterials: [
        {
          __typename: 'ClassMaterials',
          classKey: 'reading_1st',
          grade: null,
          title: 'Reading (Grade 1)',
          files: [
            {
              __typename: 'SharedFile',
              id: 'f1',
              original_name: 'phonics.pdf',
              size: 2048,
              uploader_name: 'Ms Reading',
              uploaded_at: '2026-11-20T15:00:00.000Z',
              url: '/files/f1',
            },
          ],
          links: [
            {
              __typename: 'SharedLink',
              id: 'l1',
              title: 'Sight words',
              url: 'https://example.org/words',
              description: 'Practice at home',
              sharedBy: 'Ms Reading',
              sharedAt: '2026-11-20T15:00:00.000Z',
            },
          ],
        },
        { __typename: 'ClassMaterials', classKey: null, grade: 1, title: 'Grade 1', files: [], links: [] },
      ],
    }),
  });
  const reading = await screen.findByRole('region', { name: 'Reading (Grade 1)' });
  expect(within(reading).getByRole('button', { name: 'Download phonics.pdf' })).toBeTruthy();
  expect(within(reading).getByRole('link', { name: 'Sight words' }).getAttribute('href')).toBe(
    'https://example.org/words',
  );
  const grade = screen.getByRole('region', { name: 'Grade 1' });
  expect(within(grade).getByText(classMaterialMessages.gradeEmpty)).toBeTruthy();
});
