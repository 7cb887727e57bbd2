/** `tel:` wants digits: "(479) 555-0100" → "tel:+14795550100". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
