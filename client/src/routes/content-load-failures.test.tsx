// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClassCardGrid } from '../features/classes/components/class-card-grid';
import { setJsonDocuments } from '../content/content-store';
import { contentJsonFiles, fillContentStore } from '../test-support/content';
import { ClassPageRoute } from './class-page';
import { TeachersRoute } from './teachers';

// Content pages' loading and error states when the server fails: what a visitor sees, with fetch answering like a
// broken server. (The end-to-end tests cover the working server.)

type Answer = { status: number; body?: string };

function serve(answers: (url: string) => Answer) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const { status, body = '' } = answers(url);
      return new Response(body, { status });
    }),
  );
  return calls;
}

function renderPage(page: React.ReactNode) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('class cards', () => {
  it('show Loading..., then the text, or the error message (logged) when a description fails', async () => {
    serve((url) => (url.endsWith('/grade3.md') ? { status: 500 } : { status: 200, body: `About ${url}\n` }));
    renderPage(<ClassCardGrid headingLevel="h2" />);
    expect(screen.getAllByText('Loading...')).toHaveLength(10);

    const grade3 = screen.getByRole('link', { name: 'Grade 3 (Catalyst location)' }).closest('li') as HTMLElement;
    expect(await within(grade3).findByText('Error loading description. Check file path or server.')).toBeTruthy();
    expect(await screen.findByText('About /content/classes/grade1.md')).toBeTruthy();
    expect(screen.queryAllByText('Loading...')).toHaveLength(0);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('/content/classes/grade3.md'),
      expect.any(Error),
    );
  });
});

describe('class page', () => {
  it('shows Failed to load content with the HTTP status, and Retry reloads the page', async () => {
    serve(() => ({ status: 404 }));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderPage(<ClassPageRoute slug="grade7" />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load content')).toBeTruthy();
    expect(within(alert).getByText('HTTP error! status: 404')).toBeTruthy();
    within(alert).getByRole('button', { name: 'Retry' }).click();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('teachers page', () => {
  beforeEach(() =>
    setJsonDocuments({
      ...contentJsonFiles,
      'teachers.json': JSON.stringify([
        { file: 'ada-lovelace', sectionid: 'ada', photo: 'teacher-maria-delgado' },
        { file: 'alan-turing', sectionid: 'alan', photo: 'teacher-david-nguyen' },
      ]),
    }),
  );
  afterEach(() => fillContentStore());

  it('gives a biography that fails all three addresses its fallback card, with the error details', async () => {
    const calls = serve((url) => {
      if (url.includes('alan-turing')) return { status: 503 };
      return { status: 200, body: 'Ada writes programs.' };
    });
    renderPage(<TeachersRoute />);
    expect(screen.getByText('Loading teacher bios...')).toBeTruthy();

    expect(await screen.findByText('Ada writes programs.')).toBeTruthy();
    const alan = screen.getByRole('article', { name: 'Alan Turing' });
    expect(within(alan).getByText('Bio content is currently being loaded...')).toBeTruthy();
    expect(within(alan).getByRole('img', { name: 'Portrait of Alan Turing' })).toBeTruthy();
    expect(within(alan).getByText(/Error details: .*HTTP error! status: 503/)).toBeTruthy();
    expect(calls.filter((url) => url.includes('alan-turing'))).toEqual([
      '/content/teachers/alan-turing.md',
      'content/teachers/alan-turing.md',
      '/public/content/teachers/alan-turing.md',
    ]);
  });

  it('shows Failed to load teacher bios with Retry when no biography can be loaded at all', async () => {
    serve(() => ({ status: 500 }));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderPage(<TeachersRoute />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load teacher bios')).toBeTruthy();
    within(alert).getByRole('button', { name: 'Retry' }).click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
