import { honeypotField, nextField } from '@coop/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setSiteOrigin, SITE_URL_PLACEHOLDER } from '../../../lib/site-url';
import { ProviderFields } from './provider-fields';

describe('ProviderFields', () => {
  it('sends our own collector the thank-you path, and a provider the full address', () => {
    // As the pre-renderer does: pages are written with the placeholder origin, and the server puts SITE_URL in its place.
    setSiteOrigin(SITE_URL_PLACEHOLDER);
    expect(renderToStaticMarkup(<ProviderFields endpoint="/forms/class-request" />)).toContain(
      `<input type="hidden" name="${nextField}" value="/thank-you"/>`,
    );
    expect(renderToStaticMarkup(<ProviderFields endpoint="https://formspree.io/f/abc" />)).toContain(
      `<input type="hidden" name="${nextField}" value="${SITE_URL_PLACEHOLDER}/thank-you"/>`,
    );
  });

  it('adds the _gotcha honeypot, out of the tab order and hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<ProviderFields endpoint="/forms/class-request" />);
    const honeypot = /<div class="honeypot" aria-hidden="true">(.*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(honeypot).toContain(`name="${honeypotField}"`);
    expect(honeypot).toContain('tabindex="-1"');
  });
});
