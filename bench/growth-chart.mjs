// @ts-check
// The growth section's chart, written by hand as SVG: one small panel per quantity, rows on a log axis.

/**
 * @typedef {object} Series
 * @property {string} name
 * @property {number[]} values  one per size, in the order of the sizes
 *
 * @typedef {object} Panel
 * @property {string} title
 * @property {string} unit
 * @property {Series[]} series
 * @property {number} target  drawn as a dashed line; lower is better everywhere in this chart
 */

const width = 420;
const height = 230;
const columns = 2;
const margin = { top: 42, right: 16, bottom: 40, left: 56 };
const colours = ['#1b5e9e', '#b3541e', '#2e7d32'];
/** Each series has a marker of its own too, so the lines part without colour. */
const markers = [
  (/** @type {number} */ x, /** @type {number} */ y) => `<circle cx="${x}" cy="${y}" r="3.5"/>`,
  (/** @type {number} */ x, /** @type {number} */ y) => `<rect x="${x - 3.5}" y="${y - 3.5}" width="7" height="7"/>`,
  (/** @type {number} */ x, /** @type {number} */ y) =>
    `<path d="M${x} ${y - 4.5}L${x + 4.5} ${y + 3.5}H${x - 4.5}Z"/>`,
];

const escape = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const short = (/** @type {number} */ value) =>
  value >= 1000 ? `${Number((value / 1000).toPrecision(3))}k` : String(Number(value.toPrecision(3)));

/**
 * @param {Panel} panel
 * @param {number[]} sizes
 * @param {number} left
 * @param {number} top
 */
function drawPanel(panel, sizes, left, top) {
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const top0 = Math.max(panel.target, ...panel.series.flatMap((s) => s.values)) * 1.1 || 1;
  const [low, high] = [Math.log10(sizes[0]), Math.log10(sizes[sizes.length - 1])];
  const x = (/** @type {number} */ rows) => left + margin.left + ((Math.log10(rows) - low) / (high - low)) * plotWidth;
  const y = (/** @type {number} */ value) => top + margin.top + plotHeight - (value / top0) * plotHeight;
  const bottom = top + margin.top + plotHeight;
  const parts = [
    `<text x="${left + margin.left}" y="${top + 18}" class="title">${escape(panel.title)}</text>`,
    `<line x1="${left + margin.left}" y1="${bottom}" x2="${left + margin.left + plotWidth}" y2="${bottom}" class="axis"/>`,
    `<line x1="${left + margin.left}" y1="${top + margin.top}" x2="${left + margin.left}" y2="${bottom}" class="axis"/>`,
  ];
  for (const rows of sizes) {
    parts.push(`<text x="${x(rows)}" y="${bottom + 16}" class="tick" text-anchor="middle">${short(rows)}</text>`);
  }
  parts.push(
    `<text x="${left + margin.left + plotWidth / 2}" y="${bottom + 32}" class="tick" text-anchor="middle">rows (log)</text>`,
  );
  for (const value of [0, top0 / 2, top0]) {
    parts.push(
      `<text x="${left + margin.left - 6}" y="${y(value) + 4}" class="tick" text-anchor="end">${short(value)}</text>`,
    );
  }
  parts.push(
    `<text x="${left + 6}" y="${top + margin.top - 8}" class="tick">${escape(panel.unit)}</text>`,
    `<line x1="${left + margin.left}" y1="${y(panel.target)}" x2="${left + margin.left + plotWidth}" y2="${y(panel.target)}" class="target"/>`,
    `<text x="${left + margin.left + plotWidth}" y="${y(panel.target) - 4}" class="tick" text-anchor="end">target ${short(panel.target)}</text>`,
  );
  for (const [index, series] of panel.series.entries()) {
    const colour = colours[index % colours.length];
    const points = series.values.map((value, i) => [x(sizes[i]), y(value)]);
    parts.push(
      `<g fill="${colour}" stroke="${colour}"><polyline fill="none" stroke-width="2" points="${points.map((p) => p.join(',')).join(' ')}"/>` +
        points.map(([px, py]) => markers[index % markers.length](px, py)).join('') +
        '</g>',
      `<g fill="${colour}">${markers[index % markers.length](left + margin.left + 10 + index * 100, top + 30)}</g>`,
      `<text x="${left + margin.left + 18 + index * 100}" y="${top + 34}" class="tick">${escape(series.name)}</text>`,
    );
  }
  return parts.join('\n');
}

/**
 * The chart's SVG text.
 * @param {string} heading
 * @param {number[]} sizes  rows per list, ascending
 * @param {Panel[]} panels
 */
export function growthChart(heading, sizes, panels) {
  const rows = Math.ceil(panels.length / columns);
  const [chartWidth, chartHeight] = [columns * width, rows * height + 30];
  const description = panels
    .map(
      (panel) =>
        `${panel.title} (${panel.unit}, target ${panel.target}): ` +
        panel.series.map((s) => `${s.name} ${s.values.map((v, i) => `${v} at ${sizes[i]}`).join(', ')}`).join('; '),
    )
    .join('. ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${chartWidth}" height="${chartHeight}" viewBox="0 0 ${chartWidth} ${chartHeight}" role="img" aria-labelledby="growth-title growth-desc" font-family="system-ui, sans-serif">`,
    `<title id="growth-title">${escape(heading)}</title>`,
    `<desc id="growth-desc">${escape(description)}.</desc>`,
    '<style>.title{font-size:14px;font-weight:600;fill:#111}.tick{font-size:11px;fill:#333}' +
      '.axis{stroke:#666;stroke-width:1}.target{stroke:#c62828;stroke-width:1.5;stroke-dasharray:6 4}</style>',
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="12" y="20" class="title">${escape(heading)}</text>`,
    ...panels.map((panel, index) =>
      drawPanel(panel, sizes, (index % columns) * width, 30 + Math.floor(index / columns) * height),
    ),
    '</svg>',
    '',
  ].join('\n');
}
