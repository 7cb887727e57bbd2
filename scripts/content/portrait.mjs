// @ts-check
// Teacher portraits: a stylised avatar (no real person) with the teacher's initials on a name badge.
import { fontFamily, palette as c, person, svgDocument } from './svg-parts.mjs';

/** @param {import('./svg-parts.mjs').PersonLook & { initials: string, background: string }} look */
export function portrait({ initials, skin, hair, hairStyle, shirt, background, glasses = false }) {
  const badge = `<rect x="196" y="440" width="120" height="56" rx="14" fill="${c.white}"/><text x="256" y="481" text-anchor="middle" font-family="${fontFamily}" font-size="34" font-weight="bold" fill="${c.navy}">${initials}</text>`;
  const rings = `<circle cx="256" cy="230" r="200" fill="${c.white}" opacity="0.18"/><circle cx="256" cy="230" r="150" fill="${c.white}" opacity="0.18"/>`;
  return svgDocument(512, 512, `<rect width="512" height="512" fill="${background}"/>${rings}${person({ x: 256, y: 180, scale: 2.6, skin, hair, shirt, hairStyle, glasses })}${badge}`);
}
