import type { SiteNotice } from '@coop/contract';
import { contentJsonText } from './content-json';
import { siteContentUiMessages as messages } from './site-content-ui-messages';

/** The notice form: its text and its end as a `datetime-local` control holds it (local time, to the minute). */
export type NoticeValues = { text: string; expires: string };
export type NoticeErrors = Partial<Record<keyof NoticeValues, string>>;

export function parseNoticeDocument(body: string): SiteNotice | null {
  return JSON.parse(body) as SiteNotice | null;
}

export function noticeDocumentText(notice: SiteNotice | null): string {
  return contentJsonText(notice);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an instant, or null when it names none. */
export function instantOf(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function noticeValuesOf(notice: SiteNotice | null): NoticeValues {
  return notice ? { text: notice.text, expires: localDateTime(notice.expires_at) } : { text: '', expires: '' };
}

export function validateNotice(values: NoticeValues): NoticeErrors {
  const errors: NoticeErrors = {};
  if (!values.text.trim()) errors.text = messages.noticeTextRequired;
  if (!instantOf(values.expires)) errors.expires = messages.noticeExpiryRequired;
  return errors;
}

export function noticeOf(values: NoticeValues): SiteNotice {
  return { text: values.text.trim(), expires_at: instantOf(values.expires) ?? '' };
}
