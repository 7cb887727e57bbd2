// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyAppData, APP_DATA_ELEMENT_ID, serializeAppData } from './app-data';
import { preloadedHtml, preloadedText, recordContentUse, addPreloadedContent } from './preloaded-content';
import { siteOrigin } from './site-url';
import { contentDocument } from '../content/content-store';

describe('the data block of a pre-rendered page', () => {
  it('cannot close its script element, and reads back what was written', () => {
    const data = {
      siteUrl: 'https://coop.example.test',
      renderedAt: '2026-11-22T12:00:00.000Z',
      content: {
        texts: { '/content/a.md': 'a </script><script>alert(1)</script> <!-- b' },
        html: { '/content/a.md': '<p>a</p>' },
      },
      documents: { 'notice.json': { text: 'Closed </script> today', expires_at: '2026-11-30T00:00:00Z' } },
    };
    const json = serializeAppData(data);
    expect(json).not.toMatch(/<\/script|<!--/i);

    document.body.innerHTML = `<script type="application/json" id="${APP_DATA_ELEMENT_ID}">${json}</script>`;
    expect(applyAppData(document)).toBe(true);
    expect(siteOrigin()).toBe('https://coop.example.test');
    expect(preloadedText('/content/a.md')).toBe(data.content.texts['/content/a.md']);
    expect(preloadedHtml('/content/a.md')).toBe('<p>a</p>');
    expect(contentDocument('notice.json')).toEqual(data.documents['notice.json']);
  });

  it('is absent from the app shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(applyAppData(document)).toBe(false);
  });
});

describe('recordContentUse', () => {
  it('gives back only what the page read, and what exists', () => {
    addPreloadedContent({
      texts: { '/content/x.md': 'x', '/content/y.md': 'y' },
      html: { '/content/x.md': '<p>x</p>' },
    });
    const finish = recordContentUse();
    preloadedText('/content/x.md');
    preloadedHtml('/content/x.md');
    preloadedText('/content/missing.md');
    expect(finish()).toEqual({ texts: { '/content/x.md': 'x' }, html: { '/content/x.md': '<p>x</p>' } });
  });
});
