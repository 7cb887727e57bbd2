// @ts-check
// The carousel, news and social illustrations, each a function returning one SVG document.
import {
  apple,
  bookStack,
  bunting,
  cloud,
  fontFamily,
  hills,
  openBook,
  palette as c,
  pencil,
  person,
  pineTree,
  pottedPlant,
  roundTree,
  skinTones,
  standingBooks,
  star,
  sun,
  svgDocument,
  table,
  desk,
  windowWithHills,
} from './svg-parts.mjs';

const floor = (/** @type {number} */ width, /** @type {number} */ height, /** @type {number} */ y, color = c.sand) => `<rect x="0" y="${y}" width="${width}" height="${height - y}" fill="${color}"/>`;

export function classroom() {
  const board = `<rect x="360" y="110" width="520" height="300" rx="14" fill="${c.deepForest}"/><rect x="360" y="400" width="520" height="16" rx="4" fill="${c.wood}"/>
<text x="410" y="210" font-family="${fontFamily}" font-size="64" font-weight="bold" fill="${c.white}">2 + 3 = 5</text>
<path d="M420,360 L520,250 L620,360 Z" fill="none" stroke="${c.mustard}" stroke-width="7" stroke-linejoin="round"/>
<circle cx="760" cy="300" r="60" fill="none" stroke="${c.rose}" stroke-width="7"/><path d="M700,300 L820,300" stroke="${c.rose}" stroke-width="5" stroke-dasharray="12 10"/>`;
  const kids = [
    person({ x: 300, y: 520, scale: 1.25, skin: skinTones[1], hair: '#6B3E26', shirt: c.terracotta, hairStyle: 'long' }),
    person({ x: 600, y: 515, scale: 1.3, skin: skinTones[4], hair: '#2B1D14', shirt: c.indigoSoft, hairStyle: 'curly', mouth: 'open' }),
    person({ x: 900, y: 520, scale: 1.25, skin: skinTones[0], hair: '#C8943E', shirt: c.sage, hairStyle: 'short', glasses: true }),
  ].join('');
  const teacher = person({ x: 1040, y: 300, scale: 1.2, skin: skinTones[2], hair: '#3B2417', shirt: c.plum, hairStyle: 'bun' });
  const tabletop = `${table(120, 660, 960, 260)}${openBook(300, 655, 0.8, c.mustard)}${openBook(900, 655, 0.8, c.indigo)}${pencil(520, 640, -8)}${apple(700, 630, 0.8)}`;
  return svgDocument(
    1200,
    900,
    `<rect width="1200" height="900" fill="${c.wall}"/>${windowWithHills(70, 120, 220, 240)}${board}${pottedPlant(1120, 630, 0.9)}${teacher}${floor(1200, 900, 780)}${kids}${tabletop}`,
  );
}

export function ozarkHills() {
  const building = `<g transform="translate(760,560)">
<rect x="0" y="-120" width="260" height="140" fill="${c.cream}"/><path d="M-20,-118 L130,-200 L280,-118 Z" fill="${c.terracotta}"/>
<rect x="104" y="-60" width="52" height="80" rx="6" fill="${c.indigo}"/><rect x="26" y="-90" width="54" height="44" rx="4" fill="${c.skyDeep}"/><rect x="180" y="-90" width="54" height="44" rx="4" fill="${c.skyDeep}"/>
<circle cx="130" cy="-150" r="18" fill="${c.mustard}"/><path d="M130,-200 L130,-250" stroke="${c.navy}" stroke-width="5"/><path d="M130,-250 L176,-236 L130,-222 Z" fill="${c.coral}"/></g>`;
  const river = `<path d="M0,820 Q300,700 520,760 Q760,830 1200,700 L1200,780 Q780,900 520,820 Q300,770 0,900 Z" fill="${c.water}"/>`;
  const trees = [pineTree(120, 620, 1.1), pineTree(210, 650, 0.9, c.deepForest), roundTree(600, 640, 1, c.forest), pineTree(1100, 600, 1.2, c.deepForest), roundTree(1040, 640, 0.9, c.forest), pineTree(380, 660, 0.8)].join('');
  const birds = `<g fill="none" stroke="${c.navy}" stroke-width="4" stroke-linecap="round"><path d="M300,200 q14,-14 28,0 q14,-14 28,0"/><path d="M380,160 q10,-10 20,0 q10,-10 20,0"/></g>`;
  return svgDocument(
    1200,
    900,
    `<rect width="1200" height="900" fill="${c.sky}"/>${sun(930, 180, 70)}${cloud(220, 130, 1.2)}${cloud(640, 220, 0.9)}${birds}${hills({ width: 1200, baseY: 520, layers: [{ color: c.hillFar, height: 240, waves: 3 }, { color: c.hillMid, height: 170, waves: 4, offset: 1 }, { color: c.sage, height: 90, waves: 5 }] })}${building}${trees}${river}`,
  );
}

export function scienceLab() {
  const poster = `<rect x="90" y="90" width="300" height="220" rx="10" fill="${c.white}"/>${[c.terracotta, c.mustard, c.sage, c.skyDeep, c.lavender, c.coral, c.indigoSoft, c.rose]
    .map((color, i) => `<rect x="${115 + (i % 4) * 66}" y="${115 + Math.floor(i / 4) * 90}" width="54" height="74" rx="6" fill="${color}"/>`)
    .join('')}`;
  const atom = `<g transform="translate(930,200)" fill="none" stroke="${c.indigo}" stroke-width="6"><ellipse rx="110" ry="40"/><ellipse rx="110" ry="40" transform="rotate(60)"/><ellipse rx="110" ry="40" transform="rotate(-60)"/><circle r="16" fill="${c.terracotta}" stroke="none"/></g>`;
  const microscope = `<g transform="translate(330,640)"><rect x="-70" y="-16" width="140" height="20" rx="6" fill="${c.navy}"/><path d="M20,-16 Q70,-90 20,-170" fill="none" stroke="${c.navy}" stroke-width="22" stroke-linecap="round"/><rect x="-40" y="-100" width="80" height="14" rx="4" fill="${c.grey}"/><rect x="-20" y="-230" width="34" height="110" rx="8" fill="${c.indigoSoft}" transform="rotate(-18 -3 -175)"/><rect x="-44" y="-262" width="30" height="34" rx="6" fill="${c.navy}" transform="rotate(-18 -29 -245)"/></g>`;
  const flask = (/** @type {number} */ x, /** @type {string} */ color, s = 1) =>
    `<g transform="translate(${x},640) scale(${s})"><path d="M-16,-150 L16,-150 L16,-100 L60,-8 Q64,0 54,0 L-54,0 Q-64,0 -60,-8 L-16,-100 Z" fill="${c.white}" opacity="0.85"/><path d="M-40,-44 L40,-44 L60,-8 Q64,0 54,0 L-54,0 Q-64,0 -60,-8 Z" fill="${color}"/><rect x="-22" y="-162" width="44" height="14" rx="4" fill="${c.grey}"/><circle cx="-10" cy="-70" r="7" fill="${color}" opacity="0.6"/><circle cx="8" cy="-96" r="5" fill="${color}" opacity="0.5"/></g>`;
  const tube = (/** @type {number} */ x, /** @type {string} */ color) => `<rect x="${x}" y="540" width="28" height="100" rx="14" fill="${c.white}" opacity="0.85"/><rect x="${x}" y="590" width="28" height="50" rx="14" fill="${color}"/>`;
  const kid = person({ x: 640, y: 400, scale: 1.5, skin: skinTones[3], hair: '#1E1512', shirt: c.mustard, hairStyle: 'bob', glasses: true, mouth: 'open' });
  const kid2 = person({ x: 930, y: 420, scale: 1.35, skin: skinTones[0], hair: '#8A4B2A', shirt: c.sage, hairStyle: 'buzz' });
  return svgDocument(
    1200,
    900,
    `<rect width="1200" height="900" fill="${c.lavender}" opacity="0.5"/><rect width="1200" height="900" fill="${c.wall}" opacity="0.6"/>${poster}${atom}${floor(1200, 900, 780, c.sand)}${kid}${kid2}${table(60, 640, 1080, 260, c.grey, c.skyDeep)}${microscope}${flask(560, c.sage)}${flask(720, c.coral, 0.8)}${tube(820, c.indigoSoft)}${tube(860, c.mustard)}${tube(900, c.terracotta)}<rect x="805" y="600" width="140" height="40" rx="6" fill="${c.wood}"/>${pottedPlant(1040, 620, 0.7)}`,
  );
}

export function readingCorner() {
  const shelf = (/** @type {number} */ y) => `<rect x="80" y="${y}" width="520" height="18" rx="4" fill="${c.woodDark}"/>`;
  const shelves = `<rect x="70" y="90" width="540" height="560" rx="12" fill="${c.wood}"/><rect x="90" y="110" width="500" height="520" fill="${c.cream}"/>
${standingBooks(100, 280, [[c.terracotta, 150], [c.indigo, 130], [c.mustard, 160], [c.sage, 120], [c.plum, 145], [c.skyDeep, 135], [c.coral, 155], [c.forest, 125], [c.rose, 140], [c.navy, 150], [c.mustard, 130]])}${shelf(280)}
${standingBooks(100, 460, [[c.sage, 140], [c.coral, 120], [c.navy, 150], [c.rose, 130], [c.indigoSoft, 160], [c.mustard, 125], [c.terracotta, 145], [c.skyDeep, 135]])}${bookStack(440, 460, [c.indigo, c.terracotta, c.sage], 130)}${shelf(460)}
${standingBooks(100, 630, [[c.forest, 130], [c.mustard, 150], [c.plum, 120], [c.coral, 145], [c.sky, 135]])}${pottedPlant(490, 630, 0.6)}`;
  const lamp = `<g transform="translate(1050,760)"><rect x="-6" y="-360" width="12" height="360" fill="${c.navy}"/><path d="M-70,-360 L70,-360 L44,-440 L-44,-440 Z" fill="${c.mustard}"/><ellipse cx="0" cy="0" rx="60" ry="14" fill="${c.navy}"/><path d="M-70,-360 L-180,-40 L180,-40 L70,-360 Z" fill="${c.mustard}" opacity="0.15"/></g>`;
  const beanbag = `<path d="M640,820 Q600,620 780,600 Q960,600 960,820 Z" fill="${c.terracotta}"/>`;
  const reader = person({ x: 790, y: 520, scale: 1.5, skin: skinTones[5], hair: '#1E1512', shirt: c.sage, hairStyle: 'curly' });
  const book = openBook(790, 740, 1.1, c.indigo);
  const rug = `<ellipse cx="700" cy="850" rx="480" ry="50" fill="${c.mustard}" opacity="0.6"/>`;
  return svgDocument(1200, 900, `<rect width="1200" height="900" fill="${c.wall}"/>${windowWithHills(690, 110, 300, 260)}${floor(1200, 900, 760)}${rug}${shelves}${lamp}${beanbag}${reader}${book}`);
}

export function mapsAndHistory() {
  const map = `<rect x="110" y="90" width="620" height="400" rx="12" fill="${c.wood}"/><rect x="130" y="110" width="580" height="360" fill="${c.skyDeep}"/>
<path d="M190,170 Q260,140 320,180 Q360,230 330,280 Q300,330 340,390 Q300,430 260,380 Q230,320 200,290 Q160,240 190,170 Z" fill="${c.sage}"/>
<path d="M420,160 Q500,130 560,170 Q640,180 650,240 Q600,260 560,250 Q520,300 540,360 Q500,420 470,350 Q450,300 430,270 Q390,230 420,160 Z" fill="${c.mustard}"/>
<path d="M590,360 Q640,340 670,380 Q650,420 610,410 Z" fill="${c.coral}"/>
<g fill="none" stroke="${c.white}" stroke-width="3" stroke-dasharray="10 10" opacity="0.7"><path d="M130,290 L710,290"/><path d="M420,110 L420,470"/></g>
<path d="M300,240 Q400,200 500,220" fill="none" stroke="${c.terracotta}" stroke-width="6" stroke-dasharray="14 10"/><circle cx="500" cy="220" r="10" fill="${c.terracotta}"/>`;
  const compass = `<g transform="translate(960,230)"><circle r="110" fill="${c.cream}"/><circle r="110" fill="none" stroke="${c.wood}" stroke-width="12"/><path d="M0,-86 L18,0 L0,86 L-18,0 Z" fill="${c.terracotta}"/><path d="M-86,0 L0,-18 L86,0 L0,18 Z" fill="${c.navy}"/><circle r="10" fill="${c.mustard}"/><text x="0" y="-92" text-anchor="middle" font-family="${fontFamily}" font-size="26" font-weight="bold" fill="${c.navy}" dy="-4">N</text></g>`;
  const globe = `<g transform="translate(880,620)"><path d="M-30,140 L30,140 L16,100 L-16,100 Z" fill="${c.woodDark}"/><path d="M-110,0 A110,110 0 0 0 0,110" fill="none" stroke="${c.wood}" stroke-width="10"/><circle r="96" fill="${c.skyDeep}"/><path d="M-60,-50 Q-20,-80 20,-50 Q40,-10 0,10 Q-30,30 -50,0 Z" fill="${c.sage}"/><path d="M30,20 Q70,10 80,40 Q60,80 30,60 Z" fill="${c.mustard}"/></g>`;
  const scroll = `<g transform="translate(300,740) rotate(-6)"><rect x="-120" y="-40" width="240" height="80" fill="${c.cream}"/><circle cx="-120" cy="0" r="40" fill="${c.sand}"/><circle cx="120" cy="0" r="40" fill="${c.sand}"/><g stroke="${c.wood}" stroke-width="4"><path d="M-80,-14 L80,-14"/><path d="M-80,6 L60,6"/><path d="M-80,24 L40,24"/></g></g>`;
  const hourglass = `<g transform="translate(560,720)"><rect x="-50" y="-90" width="100" height="14" rx="4" fill="${c.woodDark}"/><rect x="-50" y="60" width="100" height="14" rx="4" fill="${c.woodDark}"/><path d="M-36,-76 L36,-76 L4,-8 L36,60 L-36,60 L-4,-8 Z" fill="${c.white}" opacity="0.85"/><path d="M-22,-50 L22,-50 L2,-10 Z" fill="${c.mustard}"/><path d="M-26,60 L26,60 L0,30 Z" fill="${c.mustard}"/></g>`;
  const kids = [
    person({ x: 240, y: 470, scale: 1.3, skin: skinTones[2], hair: '#2B1D14', shirt: c.indigo, hairStyle: 'short' }),
    person({ x: 620, y: 470, scale: 1.3, skin: skinTones[1], hair: '#B5651D', shirt: c.coral, hairStyle: 'long', mouth: 'open' }),
  ].join('');
  return svgDocument(1200, 900, `<rect width="1200" height="900" fill="${c.wall}"/>${map}${compass}${floor(1200, 900, 780)}${kids}${desk(40, 640, 1120, 200)}${scroll}${hourglass}${globe}${bookStack(1000, 700, [c.sage, c.plum], 120)}`);
}

export function enrollmentNews() {
  const clipboard = `<g transform="translate(600,420) rotate(-4)"><rect x="-230" y="-300" width="460" height="600" rx="24" fill="${c.wood}"/><rect x="-200" y="-250" width="400" height="520" rx="8" fill="${c.white}"/><rect x="-80" y="-320" width="160" height="60" rx="16" fill="${c.navy}"/>
${[0, 1, 2, 3]
  .map(
    (i) =>
      `<rect x="-160" y="${-190 + i * 110}" width="50" height="50" rx="8" fill="none" stroke="${c.indigo}" stroke-width="6"/>${i < 3 ? `<path d="M-152,${-166 + i * 110} L-138,${-150 + i * 110} L-112,${-186 + i * 110}" fill="none" stroke="${c.sage}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` : ''}<rect x="-80" y="${-176 + i * 110}" width="${220 - i * 30}" height="20" rx="10" fill="${c.grey}"/>`,
  )
  .join('')}</g>`;
  const calendar = `<g transform="translate(1000,230) rotate(6)"><rect x="-120" y="-110" width="240" height="230" rx="16" fill="${c.white}"/><rect x="-120" y="-110" width="240" height="64" rx="16" fill="${c.terracotta}"/><rect x="-120" y="-70" width="240" height="24" fill="${c.terracotta}"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="${-96 + (i % 4) * 50}" y="${-30 + Math.floor(i / 4) * 46}" width="38" height="34" rx="6" fill="${i === 6 ? c.indigo : c.sand}"/>`).join('')}</g>`;
  return svgDocument(1200, 800, `<rect width="1200" height="800" fill="${c.mustard}" opacity="0.35"/><rect width="1200" height="800" fill="${c.cream}" opacity="0.5"/>${star(160, 160, 40, c.coral)}${star(1080, 640, 30, c.sage)}${clipboard}${calendar}${apple(200, 640, 1.8)}${pencil(760, 700, -24)}`);
}

export function scienceNight() {
  const stars = [[120, 120, 14], [300, 80, 10], [520, 150, 16], [760, 70, 12], [980, 140, 10], [1100, 60, 14], [420, 260, 9], [680, 230, 11], [880, 300, 8], [220, 320, 10]]
    .map(([x, y, r]) => star(x, y, r, c.mustard))
    .join('');
  const moon = `<circle cx="1000" cy="220" r="80" fill="${c.cream}"/><circle cx="1040" cy="190" r="70" fill="${c.navy}"/>`;
  const telescope = `<g transform="translate(520,600)"><path d="M0,0 L-60,150 M0,0 L60,150 M0,0 L0,160" stroke="${c.woodDark}" stroke-width="12" stroke-linecap="round"/><g transform="rotate(-32)"><rect x="-120" y="-28" width="260" height="56" rx="20" fill="${c.terracotta}"/><rect x="130" y="-38" width="40" height="76" rx="10" fill="${c.mustard}"/><rect x="-150" y="-18" width="40" height="36" rx="8" fill="${c.navy}"/></g></g>`;
  const ground = hills({ width: 1200, baseY: 720, layers: [{ color: c.deepForest, height: 120, waves: 3 }, { color: c.forest, height: 60, waves: 4, offset: 1 }] });
  const watchers = [
    person({ x: 300, y: 600, scale: 1.2, skin: skinTones[2], hair: '#2B1D14', shirt: c.mustard, hairStyle: 'bun' }),
    person({ x: 780, y: 620, scale: 1.1, skin: skinTones[4], hair: '#1E1512', shirt: c.coral, hairStyle: 'buzz', mouth: 'open' }),
    person({ x: 940, y: 640, scale: 0.95, skin: skinTones[0], hair: '#C8943E', shirt: c.skyDeep, hairStyle: 'bob' }),
  ].join('');
  return svgDocument(1200, 800, `<rect width="1200" height="800" fill="${c.navy}"/>${stars}${moon}${ground}${watchers}${telescope}<rect x="0" y="760" width="1200" height="40" fill="${c.deepForest}"/>`);
}

export function winterShowcase() {
  const curtains = `<path d="M0,0 L240,0 Q200,300 260,620 L0,620 Z" fill="${c.terracotta}"/><path d="M1200,0 L960,0 Q1000,300 940,620 L1200,620 Z" fill="${c.terracotta}"/><rect x="0" y="0" width="1200" height="60" fill="${c.plum}"/>`;
  const stage = `<rect x="0" y="520" width="1200" height="120" fill="${c.woodDark}"/><rect x="0" y="510" width="1200" height="20" fill="${c.wood}"/>`;
  const easel = `<g transform="translate(420,510)"><path d="M-60,0 L0,-300 L60,0 M0,-300 L0,0" stroke="${c.woodDark}" stroke-width="12" fill="none"/><rect x="-110" y="-290" width="220" height="170" rx="6" fill="${c.white}"/>${sun(-40, -240, 22)}<path d="M-100,-130 Q-40,-210 20,-150 Q60,-200 100,-140 L100,-130 Z" fill="${c.sage}"/></g>`;
  const singer = person({ x: 760, y: 290, scale: 1.4, skin: skinTones[3], hair: '#2B1D14', shirt: c.indigoSoft, hairStyle: 'long', mouth: 'open' });
  const lectern = `<path d="M680,420 L840,420 L820,512 L700,512 Z" fill="${c.wood}"/><rect x="670" y="410" width="180" height="20" rx="6" fill="${c.woodDark}"/><path d="M830,410 L840,330" stroke="${c.navy}" stroke-width="6"/><rect x="832" y="300" width="18" height="36" rx="9" fill="${c.navy}" transform="rotate(8 841 318)"/>`;
  const notes = `<g fill="${c.navy}"><circle cx="890" cy="230" r="14"/><rect x="900" y="160" width="6" height="72"/><circle cx="950" cy="180" r="12"/><rect x="958" y="116" width="6" height="66"/></g>`;
  const potluck = `${table(120, 660, 960, 160, c.cream, c.sand)}<g>${/** @type {[number, string][]} */ ([[260, c.coral], [460, c.sage], [680, c.mustard], [900, c.rose]])
    .map(([x, color]) => `<ellipse cx="${x}" cy="660" rx="90" ry="22" fill="${c.white}"/><path d="M${x - 60},655 Q${x},590 ${x + 60},655 Z" fill="${color}"/>`)
    .join('')}</g>`;
  return svgDocument(1200, 800, `<rect width="1200" height="800" fill="${c.wall}"/><rect x="240" y="0" width="720" height="520" fill="${c.indigo}" opacity="0.18"/>${bunting(240, 960, 90, [c.mustard, c.sage, c.coral, c.skyDeep])}${curtains}${stage}${easel}${singer}${lectern}${notes}${potluck}`);
}

export function spanishBites() {
  const leaves = `<path d="M-20,0 Q120,40 180,200 Q60,180 -20,80 Z" fill="${c.forest}"/><path d="M1220,700 Q1060,640 1000,480 Q1140,500 1220,600 Z" fill="${c.forest}"/><path d="M1220,0 Q1080,60 1040,220 Q1150,200 1220,100 Z" fill="${c.sage}"/><path d="M-20,800 Q100,640 260,640 Q200,760 -20,800 Z" fill="${c.sage}"/>`;
  const branch = `<path d="M120,560 Q500,520 900,580" stroke="${c.woodDark}" stroke-width="26" fill="none" stroke-linecap="round"/>`;
  const parakeet = `<g transform="translate(430,420)"><path d="M-10,120 L-40,250 L10,140 Z" fill="${c.skyDeep}"/><ellipse cx="0" cy="40" rx="80" ry="110" fill="${c.sage}"/><path d="M-20,-10 Q-100,60 -30,140 Q10,90 -20,-10 Z" fill="${c.forest}"/><circle cx="10" cy="-60" r="64" fill="${c.mustard}"/><circle cx="30" cy="-72" r="14" fill="${c.white}"/><circle cx="34" cy="-72" r="8" fill="${c.navy}"/><path d="M62,-60 Q100,-44 70,-20 Q60,-36 62,-60 Z" fill="${c.coral}"/><circle cx="8" cy="-36" r="10" fill="${c.terracotta}" opacity="0.5"/></g>`;
  const bubble = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ w, /** @type {string} */ text, /** @type {string} */ fill) =>
    `<g transform="translate(${x},${y})"><rect x="0" y="0" width="${w}" height="110" rx="40" fill="${fill}"/><path d="M40,100 L20,150 L90,104 Z" fill="${fill}"/><text x="${w / 2}" y="72" text-anchor="middle" font-family="${fontFamily}" font-size="54" font-weight="bold" fill="${c.white}">${text}</text></g>`;
  return svgDocument(1200, 800, `<rect width="1200" height="800" fill="${c.cream}"/><circle cx="900" cy="380" r="300" fill="${c.mustard}" opacity="0.25"/>${leaves}${branch}${parakeet}${bubble(600, 150, 300, '¡Hola!', c.indigo)}${bubble(700, 330, 380, '¿Qué tal?', c.terracotta)}`);
}

export function fieldTrip() {
  const museum = `<g transform="translate(760,470)"><path d="M-260,0 Q-180,-160 -80,0 Z" fill="${c.grey}"/><path d="M-100,0 Q20,-200 140,0 Z" fill="${c.sand}"/><path d="M120,0 Q200,-140 280,0 Z" fill="${c.grey}"/><rect x="-270" y="0" width="560" height="60" fill="${c.cream}"/><g fill="${c.skyDeep}">${Array.from({ length: 9 }, (_, i) => `<rect x="${-250 + i * 60}" y="12" width="40" height="36" rx="4"/>`).join('')}</g></g>`;
  const water = `<rect x="0" y="530" width="1200" height="40" fill="${c.water}"/>`;
  const bus = `<g transform="translate(330,660)"><rect x="-250" y="-170" width="480" height="170" rx="28" fill="${c.mustard}"/><rect x="230" y="-110" width="60" height="110" rx="16" fill="${c.mustard}"/>
${Array.from({ length: 5 }, (_, i) => `<rect x="${-220 + i * 82}" y="-140" width="66" height="60" rx="8" fill="${c.sky}"/>`).join('')}<rect x="200" y="-140" width="56" height="70" rx="8" fill="${c.sky}"/>
<rect x="-250" y="-50" width="540" height="14" fill="${c.navy}"/><circle cx="-150" cy="10" r="42" fill="${c.navy}"/><circle cx="-150" cy="10" r="16" fill="${c.grey}"/><circle cx="170" cy="10" r="42" fill="${c.navy}"/><circle cx="170" cy="10" r="16" fill="${c.grey}"/><rect x="284" y="-40" width="18" height="14" rx="4" fill="${c.coral}"/></g>`;
  const faces = [skinTones[1], skinTones[4], skinTones[2], skinTones[0]]
    .map((skin, i) => `<circle cx="${143 + i * 82}" cy="556" r="18" fill="${skin}"/>`)
    .join('');
  const road = `<rect x="0" y="700" width="1200" height="100" fill="${c.navy}"/><g fill="${c.mustard}">${Array.from({ length: 8 }, (_, i) => `<rect x="${20 + i * 160}" y="744" width="90" height="10" rx="5"/>`).join('')}</g>`;
  return svgDocument(1200, 800, `<rect width="1200" height="800" fill="${c.sky}"/>${sun(160, 140, 60)}${cloud(560, 120, 1)}${cloud(980, 180, 0.8)}${hills({ width: 1200, baseY: 460, layers: [{ color: c.hillFar, height: 200, waves: 3 }, { color: c.hillMid, height: 130, waves: 4, offset: 1 }] })}${pineTree(1120, 520, 1)}${pineTree(60, 520, 0.9, c.deepForest)}${museum}${water}<rect x="0" y="570" width="1200" height="130" fill="${c.sage}"/>${roundTree(1080, 690, 0.9, c.forest)}${road}${bus}${faces}`);
}

/** @param {{ name: string, taglineLines: string[] }} card */
export function socialCard({ name, taglineLines }) {
  const mark = `<g transform="translate(160,250)"><circle r="110" fill="${c.cream}"/><path d="M-70,40 L-70,-30 Q-35,-50 0,-30 Q35,-50 70,-30 L70,40 Q35,20 0,40 Q-35,20 -70,40 Z" fill="${c.terracotta}"/><path d="M0,-30 L0,40" stroke="${c.cream}" stroke-width="6"/><path d="M-70,-44 L-30,-84 L0,-60 L34,-96 L70,-44" fill="none" stroke="${c.forest}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/></g>`;
  const ground = hills({ width: 1200, baseY: 560, layers: [{ color: c.indigoSoft, height: 120, waves: 3 }, { color: c.sage, height: 60, waves: 4, offset: 1 }, { color: c.forest, height: 10, waves: 5 }] });
  return svgDocument(
    1200,
    630,
    `<rect width="1200" height="630" fill="${c.indigo}"/>${sun(1060, 120, 54)}${ground}${mark}<text x="310" y="236" font-family="${fontFamily}" font-size="66" font-weight="bold" fill="${c.white}">${name}</text>${taglineLines
      .map((line, i) => `<text x="314" y="${298 + i * 46}" font-family="${fontFamily}" font-size="34" fill="${c.cream}">${line}</text>`)
      .join('')}`,
  );
}
