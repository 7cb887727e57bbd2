import { randomBytes } from 'node:crypto';

const maxSlugLength = 40;

/**
 * A new picture's id: the first words of its description, so the address says what it shows, then a short
 * random part, so two pictures described alike never share one ("students-at-the-science-fair-k3x9q2").
 */
export function newImageId(alt: string): string {
  const words = alt
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const slug = words.length <= maxSlugLength ? words : words.slice(0, maxSlugLength).replace(/-[^-]*$/, '');
  const random = randomBytes(5).readUIntBE(0, 5).toString(36).padStart(8, '0').slice(-6);
  return `${slug || 'picture'}-${random}`;
}
