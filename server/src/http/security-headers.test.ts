import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { TestApp } from '../test-support/test-app';
import { contentSecurityPolicy, externalOrigins } from './security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the CSP and the form endpoints', () => {
  it('allows only our own origin by default, plus the one empty <style> FullCalendar needs', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'style-src')).toBe(
      "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    );
    expect(policy).not.toContain('unsafe-inline');
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it("allows the pages' inline stylesheet by its hash and nothing else inline", () => {
    const policy = contentSecurityPolicy({ styleHashes: ["'sha256-abc='"] });
    expect(directive(policy, 'style-src')).toBe(
      "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' 'sha256-abc='",
    );
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });

  it("lets the forms post to a provider's origin, and only there", () => {
    const origins = externalOrigins(['/forms/enrollment', 'https://formspree.io/f/abc', 'https://formspree.io/f/def']);
    expect(origins).toEqual(['https://formspree.io']);
    const policy = contentSecurityPolicy({ formOrigins: origins });
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://formspree.io");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://formspree.io");
  });

  it('reads FORM_ENDPOINT_* as paths or https addresses, and refuses anything else at start', () => {
    expect(loadConfig({}).formEndpoints).toEqual({
      enrollment: '/forms/enrollment',
      classRequest: '/forms/class-request',
      teacherApplication: '/forms/teacher-application',
    });
    expect(loadConfig({ FORM_ENDPOINT_CLASS_REQUEST: 'https://formspree.io/f/abc' }).formEndpoints.classRequest).toBe(
      'https://formspree.io/f/abc',
    );
    expect(() => loadConfig({ FORM_ENDPOINT_ENROLLMENT: 'http://forms.example.com/x' })).toThrow(
      /FORM_ENDPOINT_ENROLLMENT must use https/,
    );
    expect(() => loadConfig({ FORM_ENDPOINT_ENROLLMENT: '//forms.example.com/x' })).toThrow(
      /FORM_ENDPOINT_ENROLLMENT must be a path/,
    );
    expect(() => loadConfig({ FORM_ENDPOINT_TEACHER_APPLICATION: 'javascript:alert(1)' })).toThrow(/must use https/);
  });

  it("sends the provider's origin in every answer's CSP when one is configured", async () => {
    const app = await TestApp.start({}, { FORM_ENDPOINT_TEACHER_APPLICATION: 'https://formspree.io/f/abc' });
    try {
      const csp = (await app.rest('GET', '/healthz')).headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'form-action')).toBe("form-action 'self' https://formspree.io");
    } finally {
      await app.stop();
    }
  });
});
