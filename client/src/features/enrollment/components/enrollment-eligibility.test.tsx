import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../config/catalog';
import { paths } from '../../../config/paths';
import { EnrollmentForm } from './enrollment-form';

// The form's own checks of age and meeting times, and the collector's 422 sentences, beside the classes they name.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const label = (key: string) => catalog().classes.find((item) => item.key === key)!.label;
const box = (key: string) => screen.getByRole('checkbox', { name: label(key) });
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

/** Posts answered by `answer`; the seats line asks too and gets nothing. */
function stubServer(answer: () => Response) {
  const posts: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return Response.json({ readAt: new Date().toISOString(), classes: [] });
      posts.push(init.body as FormData);
      return answer();
    }),
  );
  return posts;
}

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/enrollment']}>
      <Routes>
        <Route path="/enrollment" element={<EnrollmentForm />} />
        <Route path={paths.enrollmentThankYou.path} element={<p>Thank you page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Pasted rather than typed key by key: the fields' own checks are not what these tests are about. */
async function fill(label: string | RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function fillStudent(birthday: string) {
  await fill('Parent/Guardian Name', 'Ana Parent');
  await fill('Parent Email', 'ana@example.org');
  await fill('Parent Phone', '(479) 555-0101');
  await fill('Student Name', 'Sam');
  await fill('Student Age', '6');
  await fill(/Student Birthday/, birthday);
  await fill(/Student Allergies/, 'None');
  await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
}

/** The page's window.alert, which the test DOM lacks. */
function stubAlert() {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  window.alert = alert;
  return alert;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Enrollment' }));

/** The first day of the school year is past or to come, by the clock the test runs on. */
const wasOrWillBe = () => (new Date() >= new Date(2026, 7, 18) ? 'was' : 'will be');

describe('EnrollmentForm eligibility', () => {
  it('shows why a 6-year-old may not take a class for 14 to 18 and two classes at once, beside each, before sending', async () => {
    const posts = stubServer(() => Response.json({ ok: true, placements: [] }));
    renderForm();
    await fillStudent('08/18/2020');
    for (const key of ['math_1st', 'math_2nd_3rd', 'condor_assent']) await userEvent.click(box(key));
    await submit();

    expect(posts).toHaveLength(0);
    expect(description(box('math_1st'))).toContain(
      'Math (Grade 1) meets Tue & Thu 9:30–10:30 AM, at the same time as Math (Grades 2–3) on Tue & Thu 9:00–10:00 AM.',
    );
    expect(description(box('math_2nd_3rd'))).toContain(
      'Math (Grades 2–3) meets Tue & Thu 9:00–10:00 AM, at the same time as Math (Grade 1) on Tue & Thu 9:30–10:30 AM.',
    );
    expect(description(box('condor_assent'))).toContain(
      `Spanish Bites: Condor Ascent (Ages 14–18) is for students aged 14 to 18 when the term starts; Sam ${wasOrWillBe()} 6 on August 18, 2026.`,
    );
    expect(box('condor_assent').getAttribute('aria-invalid')).toBe('true');
    // The first class with a problem, in the order the form lists them.
    await waitFor(() => expect(document.activeElement).toBe(box('math_1st')));

    // Fixed: the sentences go, and the form is sent.
    await userEvent.click(box('math_2nd_3rd'));
    await userEvent.click(box('condor_assent'));
    expect(box('math_1st').getAttribute('aria-invalid')).toBeNull();
    await submit();
    await screen.findByText('Thank you page');
    expect(posts[0].get('math_1st')).toBe('Yes');
  });

  it("shows the collector's 422 sentences beside their classes rather than a general alert", async () => {
    const sentence =
      "Geometry (Grades 10–12) requires Algebra 1 (Grade 8) or Algebra 1 (Grades 9–10) taken before; if Sam has taken it elsewhere, the co-op's office can allow the class.";
    stubServer(() => Response.json({ ok: false, errors: { geometry_10th_12th: sentence } }, { status: 422 }));
    const alert = stubAlert();
    renderForm();
    await fillStudent('03/01/2010');
    await userEvent.click(box('geometry_10th_12th'));
    await submit();
    await waitFor(() => expect(description(box('geometry_10th_12th'))).toContain(sentence));
    await waitFor(() => expect(document.activeElement).toBe(box('geometry_10th_12th')));
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps the general alert for any other failure', async () => {
    stubServer(() => new Response('', { status: 500 }));
    const alert = stubAlert();
    renderForm();
    await fillStudent('03/01/2010');
    await userEvent.click(box('geometry_10th_12th'));
    await submit();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'There was an error submitting your enrollment. Please try again or contact us directly.',
      ),
    );
  });

  it('sends a choice held back once when it is submitted again unchanged: the office may have allowed it', async () => {
    const posts = stubServer(() => Response.json({ ok: true, placements: [] }));
    renderForm();
    await fillStudent('08/18/2020');
    await userEvent.click(box('condor_assent'));
    await submit();
    expect(posts).toHaveLength(0);
    screen.getByText("If the co-op's office has allowed a class despite this, submit again to send the form.");
    await submit();
    await screen.findByText('Thank you page');
    expect(posts).toHaveLength(1);
  });
});
