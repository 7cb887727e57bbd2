// @ts-check
// Drawing pieces shared by every illustration, so the scenes keep one look: flat shapes, warm colours, no outlines.

export const palette = {
  cream: '#FFF4E0',
  sand: '#F6E3C3',
  wall: '#FBEBD0',
  terracotta: '#E07A5F',
  coral: '#F4A261',
  mustard: '#F2C14E',
  sage: '#81B29A',
  forest: '#3A7D5C',
  deepForest: '#2D5A45',
  hillFar: '#A9C5A0',
  hillMid: '#7FA87A',
  sky: '#CDEBF0',
  skyDeep: '#8ECAE6',
  water: '#6FB7D1',
  indigo: '#4338CA',
  indigoSoft: '#6366F1',
  lavender: '#C7CBF5',
  navy: '#2F3A56',
  plum: '#8E5572',
  rose: '#E9A6A6',
  white: '#FFFFFF',
  wood: '#B07D52',
  woodDark: '#8A5A36',
  grey: '#D9D4CC',
};

export const skinTones = ['#FFDBAC', '#F1C27D', '#E0AC69', '#C68642', '#A0673C', '#8D5524'];

export const fontFamily = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/**
 * @param {number} width
 * @param {number} height
 * @param {string} body
 */
export function svgDocument(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** @typedef {'long' | 'bob' | 'bun' | 'curly' | 'short' | 'buzz'} HairStyle */
/** @typedef {{ path: string } | { circle: [number, number, number] }} HairShape */

/** Hair drawn behind the head (no hair there for the other styles). @type {Partial<Record<HairStyle, HairShape[]>>} */
const hairBehindShapes = {
  long: [{ path: 'M-40,10 Q-44,-30 0,-34 Q44,-30 40,10 L44,78 Q0,92 -44,78 Z' }],
  bob: [{ path: 'M-39,8 Q-42,-30 0,-33 Q42,-30 39,8 L40,48 Q0,56 -40,48 Z' }],
  bun: [{ circle: [0, -36, 17] }],
  curly: /** @type {[number, number][]} */ ([[-30, -8], [-22, -26], [0, -34], [22, -26], [30, -8], [-34, 12], [34, 12]]).map(
    ([cx, cy]) => ({ circle: /** @type {[number, number, number]} */ ([cx, cy, 17]) }),
  ),
};

/** Hair drawn over the head; a plain short cut for the styles not listed. @type {Partial<Record<HairStyle, HairShape[]>>} */
const hairFrontShapes = {
  short: [{ path: 'M-33,14 Q-36,-26 0,-24 Q36,-26 33,14 Q30,-4 14,-6 Q0,-2 -14,-6 Q-30,-4 -33,14 Z' }],
  buzz: [{ path: 'M-32,8 Q-30,-22 0,-22 Q30,-22 32,8 Q28,-8 0,-10 Q-28,-8 -32,8 Z' }],
  curly: [{ path: 'M-32,10 Q-30,-20 0,-20 Q30,-20 32,10 Q20,-6 0,-4 Q-20,-6 -32,10 Z' }],
};
const defaultHairFront = [{ path: 'M-33,18 Q-32,-22 0,-20 Q32,-22 33,18 Q24,0 6,-4 Q-16,2 -33,18 Z' }];

/**
 * @param {HairShape[]} shapes
 * @param {string} hair  the colour
 */
function drawHair(shapes, hair) {
  return shapes
    .map((shape) =>
      'path' in shape
        ? `<path d="${shape.path}" fill="${hair}"/>`
        : `<circle cx="${shape.circle[0]}" cy="${shape.circle[1]}" r="${shape.circle[2]}" fill="${hair}"/>`,
    )
    .join('');
}

/**
 * @typedef {object} PersonLook
 * @property {string} skin
 * @property {string} hair
 * @property {string} shirt
 * @property {HairStyle} [hairStyle]
 * @property {boolean} [glasses]
 * @property {'smile' | 'open'} [mouth]
 */

/**
 * A friendly upper-body figure centred on its chin line; the head is about 64 units across before scaling.
 * Seated figures are drawn behind a table, so only the upper body is needed.
 * @param {PersonLook & { x: number, y: number, scale?: number }} figure
 */
export function person({ x, y, scale = 1, skin, hair, shirt, hairStyle = 'short', glasses = false, mouth = 'smile' }) {
  const mouthPath =
    mouth === 'open'
      ? '<ellipse cx="0" cy="34" rx="6" ry="5" fill="#7A3B2E"/>'
      : `<path d="M-9,32 Q0,40 9,32" fill="none" stroke="${palette.navy}" stroke-width="3" stroke-linecap="round"/>`;
  const eyes = `<circle cx="-11" cy="18" r="3.6" fill="${palette.navy}"/><circle cx="11" cy="18" r="3.6" fill="${palette.navy}"/>`;
  const glassesPath = glasses
    ? `<g fill="none" stroke="${palette.navy}" stroke-width="2.5"><circle cx="-11" cy="18" r="8"/><circle cx="11" cy="18" r="8"/><path d="M-3,18 L3,18"/></g>`
    : '';
  return `<g transform="translate(${x},${y}) scale(${scale})">
${drawHair(hairBehindShapes[hairStyle] ?? [], hair)}
<path d="M-50,130 Q-50,66 0,64 Q50,66 50,130 Z" fill="${shirt}"/>
<rect x="-11" y="44" width="22" height="24" rx="8" fill="${skin}"/>
<circle cx="-33" cy="20" r="7" fill="${skin}"/><circle cx="33" cy="20" r="7" fill="${skin}"/>
<circle cx="0" cy="16" r="32" fill="${skin}"/>
${drawHair(hairFrontShapes[hairStyle] ?? defaultHairFront, hair)}
${eyes}${glassesPath}
<circle cx="-19" cy="29" r="5" fill="${palette.terracotta}" opacity="0.3"/><circle cx="19" cy="29" r="5" fill="${palette.terracotta}" opacity="0.3"/>
${mouthPath}
</g>`;
}

/**
 * Rolling hills, one layer in front of the other.
 * @param {{ width: number, baseY: number, layers: { color: string, height: number, waves: number, offset?: number }[] }} landscape
 */
export function hills({ width, baseY, layers }) {
  return layers
    .map(({ color, height, waves, offset = 0 }, index) => {
      const top = baseY - height + index * 20;
      const step = width / waves;
      let d = `M0,${top + 30}`;
      for (let i = 0; i < waves; i += 1) {
        const x0 = i * step;
        const peak = top + ((i + offset) % 2 === 0 ? 0 : 40);
        d += ` Q${x0 + step / 2},${peak - 40} ${x0 + step},${top + 30}`;
      }
      return `<path d="${d} L${width},${baseY + 400} L0,${baseY + 400} Z" fill="${color}"/>`;
    })
    .join('');
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
export function sun(cx, cy, r) {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 1.6}" fill="${palette.mustard}" opacity="0.25"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.mustard}"/>`;
}

/**
 * @param {number} x
 * @param {number} y
 */
export function cloud(x, y, s = 1) {
  return `<g transform="translate(${x},${y}) scale(${s})" fill="${palette.white}" opacity="0.9"><ellipse cx="0" cy="0" rx="60" ry="24"/><circle cx="-22" cy="-14" r="24"/><circle cx="16" cy="-20" r="30"/></g>`;
}

/**
 * @param {number} x
 * @param {number} y
 */
export function pineTree(x, y, s = 1, color = palette.forest) {
  return `<g transform="translate(${x},${y}) scale(${s})"><rect x="-5" y="0" width="10" height="22" fill="${palette.woodDark}"/><path d="M0,-90 L34,0 L-34,0 Z" fill="${color}"/><path d="M0,-120 L26,-50 L-26,-50 Z" fill="${color}"/></g>`;
}

/**
 * @param {number} x
 * @param {number} y
 */
export function roundTree(x, y, s = 1, color = palette.sage) {
  return `<g transform="translate(${x},${y}) scale(${s})"><rect x="-6" y="-20" width="12" height="40" fill="${palette.woodDark}"/><circle cx="0" cy="-50" r="38" fill="${color}"/><circle cx="-22" cy="-32" r="24" fill="${color}"/><circle cx="22" cy="-32" r="24" fill="${color}"/></g>`;
}

/**
 * A closed book lying flat, seen from the front: spine colour and page edge.
 * @param {number} x
 * @param {number} y
 * @param {string[]} colors
 */
export function bookStack(x, y, colors, width = 120) {
  return colors
    .map((color, i) => {
      const shift = (i % 2 === 0 ? -1 : 1) * 6;
      const top = y - (i + 1) * 22;
      return `<rect x="${x + shift}" y="${top}" width="${width}" height="20" rx="3" fill="${color}"/><rect x="${x + shift + width - 14}" y="${top + 4}" width="10" height="12" fill="${palette.cream}"/>`;
    })
    .join('');
}

/**
 * Books standing on a shelf: an array of [colour, height] pairs, left to right.
 * @param {number} x
 * @param {number} baseY
 * @param {[string, number][]} books
 */
export function standingBooks(x, baseY, books) {
  let cursor = x;
  return books
    .map(([color, height], i) => {
      const w = 26 + ((i * 7) % 12);
      const rect = `<rect x="${cursor}" y="${baseY - height}" width="${w}" height="${height}" rx="3" fill="${color}"/><rect x="${cursor + 5}" y="${baseY - height + 14}" width="${w - 10}" height="5" fill="${palette.cream}" opacity="0.8"/>`;
      cursor += w + 4;
      return rect;
    })
    .join('');
}

/**
 * @param {number} x
 * @param {number} y
 */
export function openBook(x, y, s = 1, cover = palette.terracotta) {
  return `<g transform="translate(${x},${y}) scale(${s})"><path d="M-84,6 L0,16 L84,6 L84,-54 L0,-44 L-84,-54 Z" fill="${cover}"/><path d="M-76,0 L-2,8 L-2,-48 L-76,-56 Z" fill="${palette.white}"/><path d="M76,0 L2,8 L2,-48 L76,-56 Z" fill="${palette.white}"/><g stroke="${palette.grey}" stroke-width="3"><path d="M-64,-40 L-14,-35"/><path d="M-64,-28 L-14,-23"/><path d="M-64,-16 L-14,-11"/><path d="M14,-35 L64,-40"/><path d="M14,-23 L64,-28"/><path d="M14,-11 L64,-16"/></g></g>`;
}

/**
 * @param {number} x
 * @param {number} y
 */
export function pencil(x, y, angle = 0, color = palette.mustard) {
  return `<g transform="translate(${x},${y}) rotate(${angle})"><rect x="0" y="-7" width="90" height="14" fill="${color}"/><rect x="-14" y="-7" width="14" height="14" rx="3" fill="${palette.rose}"/><path d="M90,-7 L112,0 L90,7 Z" fill="${palette.sand}"/><path d="M104,-2.5 L112,0 L104,2.5 Z" fill="${palette.navy}"/></g>`;
}

/**
 * @param {number} x
 * @param {number} y
 */
export function apple(x, y, s = 1) {
  return `<g transform="translate(${x},${y}) scale(${s})"><path d="M0,-28 Q-34,-44 -38,-8 Q-38,30 -12,34 Q0,30 12,34 Q38,30 38,-8 Q34,-44 0,-28 Z" fill="${palette.terracotta}"/><rect x="-2" y="-44" width="5" height="18" rx="2" fill="${palette.woodDark}"/><path d="M4,-38 Q22,-54 30,-36 Q16,-30 4,-38 Z" fill="${palette.sage}"/></g>`;
}

/**
 * @param {number} x
 * @param {number} y
 */
export function pottedPlant(x, y, s = 1) {
  return `<g transform="translate(${x},${y}) scale(${s})"><path d="M-10,-30 Q-60,-70 -40,-110 Q-10,-80 -4,-34 Z" fill="${palette.sage}"/><path d="M10,-30 Q60,-80 44,-120 Q12,-90 4,-34 Z" fill="${palette.forest}"/><path d="M0,-30 Q-6,-100 8,-140 Q22,-96 4,-30 Z" fill="${palette.sage}"/><path d="M-34,-34 L34,-34 L26,30 L-26,30 Z" fill="${palette.terracotta}"/><rect x="-38" y="-40" width="76" height="14" rx="4" fill="${palette.coral}"/></g>`;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
export function windowWithHills(x, y, w, h) {
  const inner = `<clipPath id="win-${x}-${y}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6"/></clipPath>`;
  const scene = `<g clip-path="url(#win-${x}-${y})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${palette.sky}"/>${sun(x + w * 0.75, y + h * 0.3, h * 0.1)}<g transform="translate(${x},${y + h * 0.45}) scale(${w / 1200},${h / 700})">${hills({ width: 1200, baseY: 200, layers: [{ color: palette.hillFar, height: 160, waves: 3 }, { color: palette.hillMid, height: 100, waves: 4, offset: 1 }, { color: palette.forest, height: 40, waves: 5 }] })}</g></g>`;
  const frame = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="none" stroke="${palette.white}" stroke-width="14"/><path d="M${x + w / 2},${y} L${x + w / 2},${y + h} M${x},${y + h / 2} L${x + w},${y + h / 2}" stroke="${palette.white}" stroke-width="10"/><rect x="${x - 16}" y="${y + h}" width="${w + 32}" height="14" rx="4" fill="${palette.white}"/>`;
  return `<defs>${inner}</defs>${scene}${frame}`;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 */
export function table(x, y, w, h = 150, top = palette.wood, front = palette.woodDark) {
  return `<rect x="${x}" y="${y}" width="${w}" height="24" rx="6" fill="${top}"/><rect x="${x + 10}" y="${y + 24}" width="${w - 20}" height="${h}" fill="${front}"/>`;
}

/**
 * A table seen slightly from above, so objects can stand on its surface.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} depth
 */
export function desk(x, y, w, depth, surface = '#D9A87A', edge = palette.woodDark) {
  return `<path d="M${x + 40},${y} L${x + w - 40},${y} L${x + w},${y + depth} L${x},${y + depth} Z" fill="${surface}"/><rect x="${x}" y="${y + depth}" width="${w}" height="40" fill="${edge}"/>`;
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
export function star(cx, cy, r, color = palette.mustard) {
  const points = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

/**
 * @param {number} x1
 * @param {number} x2
 * @param {number} y
 * @param {string[]} colors
 */
export function bunting(x1, x2, y, colors) {
  const count = Math.floor((x2 - x1) / 60);
  const sag = 30;
  let flags = `<path d="M${x1},${y} Q${(x1 + x2) / 2},${y + sag * 2} ${x2},${y}" fill="none" stroke="${palette.navy}" stroke-width="3"/>`;
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.5) / count;
    const fx = x1 + (x2 - x1) * t;
    const fy = y + sag * 2 * 2 * t * (1 - t);
    flags += `<path d="M${fx - 22},${fy} L${fx + 22},${fy} L${fx},${fy + 44} Z" fill="${colors[i % colors.length]}"/>`;
  }
  return flags;
}
