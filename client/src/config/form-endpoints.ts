// Where the public forms post. Our own server collects them by default; a
// co-op can point each at a form provider by setting FORM_ENDPOINT_* when
// building (vite.config.ts exposes that prefix) and when starting the server,
// whose CSP must allow the provider (docs/decisions/007-form-endpoints-at-build-time.md).
import { formPath, isSitePath } from '@coop/contract';

function endpoint(configured: unknown, fallback: string): string {
  return typeof configured === 'string' && configured.trim() ? configured.trim() : fallback;
}

export const formEndpoints = {
  enrollment: endpoint(import.meta.env.FORM_ENDPOINT_ENROLLMENT, formPath('enrollment')),
  classRequest: endpoint(import.meta.env.FORM_ENDPOINT_CLASS_REQUEST, formPath('class_request')),
  teacherApplication: endpoint(import.meta.env.FORM_ENDPOINT_TEACHER_APPLICATION, formPath('teacher_application')),
} as const;

/** A path on this site (our own collector) rather than a provider's address. */
export function isOwnEndpoint(url: string): boolean {
  return isSitePath(url);
}
