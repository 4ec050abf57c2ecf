/**
 * Drawings of the demo products, one per kind of product, in a 100 × 100 box: simple flat
 * illustrations that read as the thing sold (a shirt, a mug, a lamp) in the colour it is sold in,
 * so the demo shop looks like a shop without shipping photographs.
 */

export type Colour = string;

/** A colour made lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export function shade(colour: Colour, amount: number): Colour {
  const channels = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const target = amount > 0 ? 255 : 0;
  return `#${channels
    .map((channel) =>
      Math.round(channel + (target - channel) * Math.abs(amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const rect = (x: number, y: number, w: number, h: number, fill: Colour, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: Colour) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: Colour) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
const path = (d: string, fill: Colour, stroke = '', width = 0) =>
  `<path d="${d}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"` : ''}/>`;
const line = (d: string, stroke: Colour, width: number) => path(d, 'none', stroke, width);

const INK = '#2b2b2b';
const PAPER = '#f7f3ec';
const WOOD = '#b98a5a';

/** A drawing of one kind of product in colour `c`. */
type Drawing = (c: Colour) => string;

const top = (c: Colour, sleeves: 'short' | 'long', ribbing: boolean) => {
  const body =
    sleeves === 'short'
      ? 'M36 22 L26 26 L14 40 L22 47 L30 40 L30 82 L70 82 L70 40 L78 47 L86 40 L74 26 L64 22 Q50 30 36 22 Z'
      : 'M36 22 L26 26 L16 66 L25 68 L31 42 L30 82 L70 82 L69 42 L75 68 L84 66 L74 26 L64 22 Q50 30 36 22 Z';
  const parts = [path(body, c), path('M36 22 Q50 34 64 22 Q50 28 36 22 Z', shade(c, -0.25))];
  if (ribbing)
    parts.push(
      rect(30, 77, 40, 5, shade(c, -0.15)),
      rect(16, 62, 9, 4, shade(c, -0.15)),
      rect(75, 62, 9, 4, shade(c, -0.15)),
    );
  else parts.push(line('M50 29 L50 82', shade(c, -0.2), 0.8), ...[40, 52, 64].map((y) => circle(50, y, 1.2, PAPER)));
  return parts.join('');
};

const card = (c: Colour, mark: string) =>
  [rect(16, 30, 68, 42, c, 5), rect(16, 40, 68, 6, shade(c, -0.2)), mark].join('');

const DRAWINGS: Record<string, Drawing> = {
  shirt: (c) => top(c, 'short', false),
  sweater: (c) => top(c, 'long', true),
  mug: (c) =>
    [
      path('M64 40 Q82 40 82 54 Q82 68 64 68', 'none', shade(c, -0.2), 6),
      rect(26, 32, 40, 48, c, 6),
      ellipse(46, 33, 20, 4, shade(c, -0.25)),
    ].join(''),
  beanie: (c) =>
    [
      circle(50, 20, 7, shade(c, 0.3)),
      path('M22 62 Q22 24 50 24 Q78 24 78 62 Z', c),
      rect(19, 58, 62, 16, shade(c, -0.2), 4),
      ...[28, 37, 46, 55, 64, 73].map((x) => line(`M${x} 60 L${x} 72`, shade(c, -0.35), 1.2)),
    ].join(''),
  sneaker: (c) =>
    [
      path('M14 66 L14 54 Q16 44 26 44 L42 42 Q52 52 66 54 L82 58 Q88 60 88 66 Z', c),
      rect(12, 64, 78, 8, PAPER, 3),
      line('M36 46 L44 54 M42 44 L50 52 M48 46 L56 54', PAPER, 1.6),
      path('M14 54 Q16 44 26 44 L30 44 L30 56 L14 56 Z', shade(c, -0.2)),
    ].join(''),
  tote: (c) =>
    [
      path('M36 40 Q36 16 50 16 Q64 16 64 40', 'none', shade(c, -0.3), 4),
      path('M24 38 L76 38 L80 84 L20 84 Z', c),
      rect(34, 52, 32, 14, shade(c, 0.25), 2),
    ].join(''),
  desk: (c) =>
    [
      rect(12, 38, 76, 7, c, 1.5),
      rect(16, 45, 4, 38, shade(c, -0.25)),
      rect(80, 45, 4, 38, shade(c, -0.25)),
      rect(52, 45, 26, 12, shade(c, -0.1), 1),
      rect(62, 50, 6, 2, INK, 1),
      rect(26, 28, 14, 10, PAPER, 1),
    ].join(''),
  camera: (c) =>
    [
      rect(18, 34, 64, 40, c, 5),
      rect(18, 44, 64, 22, shade(c, -0.35)),
      rect(28, 26, 16, 9, c, 2),
      circle(52, 55, 16, shade(c, 0.4)),
      circle(52, 55, 11, INK),
      circle(48, 51, 3, '#8aa4b8'),
      rect(68, 38, 8, 4, PAPER, 1),
    ].join(''),
  pins: (c) =>
    [
      rect(20, 18, 60, 66, PAPER, 3),
      circle(38, 40, 11, c),
      path('M32 41 Q38 28 44 41 Q38 50 32 41 Z', shade(c, 0.4)),
      path('M56 58 L68 58 L62 72 Z', shade(c, -0.25)),
      circle(62, 40, 10, shade(c, 0.2)),
      circle(38, 66, 9, shade(c, -0.15)),
    ].join(''),
  vase: (c) =>
    [
      line('M50 44 Q46 26 36 14 M50 40 Q58 24 66 18', '#5d7a4a', 1.6),
      ellipse(36, 16, 5, 3, '#7d9a62'),
      ellipse(66, 18, 5, 3, '#7d9a62'),
      path('M42 40 L58 40 L56 48 Q72 60 64 80 L36 80 Q28 60 44 48 Z', c),
      rect(40, 38, 20, 4, shade(c, -0.2), 2),
    ].join(''),
  notebook: (c) =>
    [
      rect(28, 18, 44, 64, shade(c, -0.25), 3),
      rect(26, 16, 44, 64, c, 3),
      rect(58, 16, 5, 64, shade(c, -0.35)),
      rect(70, 20, 2, 56, PAPER),
    ].join(''),
  candle: (c) =>
    [
      ellipse(50, 80, 22, 5, shade(c, -0.2)),
      rect(46, 44, 8, 36, c, 2),
      ellipse(50, 44, 12, 3, c),
      rect(44, 16, 12, 28, PAPER, 2),
      path('M50 4 Q56 12 50 16 Q44 12 50 4 Z', '#f0a830'),
    ].join(''),
  coldbrew: (c) =>
    [
      rect(30, 22, 40, 62, '#d9e4e8', 6),
      rect(33, 44, 34, 37, c, 4),
      rect(32, 14, 36, 10, INK, 2),
      line('M70 34 Q82 34 82 50 Q82 62 70 62', '#b8c7cc', 4),
    ].join(''),
  pottery: (c) =>
    [
      ellipse(50, 78, 34, 7, '#8b8b8b'),
      rect(46, 70, 8, 10, '#6f6f6f'),
      path('M30 46 Q30 70 50 70 Q70 70 70 46 Z', c),
      ellipse(50, 46, 20, 4, shade(c, -0.25)),
    ].join(''),
  hanger: (c) =>
    [
      line('M50 30 Q50 20 56 20 Q62 22 58 28 L50 34 L16 58 L84 58 Z', INK, 2.2),
      path('M28 58 L72 58 L76 84 L24 84 Z', c),
    ].join(''),
  gift: (c) =>
    [
      rect(22, 42, 56, 40, c, 2),
      rect(18, 32, 64, 12, shade(c, -0.15), 2),
      rect(46, 32, 8, 50, '#f1e3b8'),
      path('M50 32 Q34 14 32 28 Q34 34 50 32 Q66 14 68 28 Q66 34 50 32 Z', '#f1e3b8'),
    ].join(''),
  print: (c) =>
    [
      rect(22, 14, 56, 72, '#3c3c3c', 2),
      rect(27, 19, 46, 62, PAPER),
      line('M50 74 L50 30', shade(c, -0.3), 1.4),
      ...[34, 44, 54, 64].flatMap((y, i) => [
        ellipse(43, y, 7, 3.5, i % 2 ? c : shade(c, 0.2)),
        ellipse(57, y + 4, 7, 3.5, i % 2 ? shade(c, 0.2) : c),
      ]),
    ].join(''),
  ebook: (c) =>
    [
      rect(26, 12, 48, 76, INK, 5),
      rect(30, 18, 40, 62, PAPER, 1),
      ellipse(50, 46, 14, 10, c),
      line('M42 44 L46 40 M49 44 L53 40 M56 44 L60 40', shade(c, 0.4), 1.5),
      rect(36, 64, 28, 2, '#9a9a9a'),
      rect(40, 69, 20, 2, '#9a9a9a'),
    ].join(''),
  record: (c) =>
    [
      rect(14, 22, 52, 56, c, 1),
      circle(40, 50, 12, shade(c, 0.35)),
      circle(62, 50, 27, '#1c1c1c'),
      circle(62, 50, 20, '#2c2c2c'),
      circle(62, 50, 8, shade(c, 0.2)),
      circle(62, 50, 1.5, INK),
    ].join(''),
  giftcard: (c) =>
    card(
      c,
      path('M62 52 Q54 44 56 54 Q58 58 62 56 Q66 58 68 54 Q70 44 62 52 Z', '#f1e3b8') + rect(60, 30, 4, 42, '#f1e3b8'),
    ),
  membership: (c) =>
    card(c, circle(34, 58, 6, PAPER) + rect(46, 55, 28, 3, PAPER, 1.5) + rect(46, 61, 18, 3, PAPER, 1.5)),
  coffee: (c) =>
    [
      path('M30 24 L70 24 L74 84 L26 84 Z', c),
      rect(30, 18, 40, 8, shade(c, -0.3), 1),
      circle(50, 54, 11, PAPER),
      ellipse(50, 54, 4, 6, '#6b4226'),
    ].join(''),
  flowers: (c) =>
    [
      line('M36 56 L40 36 M50 56 L50 30 M64 56 L60 38', '#5d7a4a', 2),
      circle(40, 34, 7, c),
      circle(50, 27, 8, shade(c, 0.3)),
      circle(60, 35, 7, shade(c, -0.15)),
      circle(50, 27, 2.5, '#f1c84b'),
      rect(24, 54, 52, 30, WOOD, 2),
      rect(24, 54, 52, 6, shade(WOOD, -0.2)),
    ].join(''),
  teapot: (c) =>
    [
      path('M70 50 Q84 42 86 30', 'none', c, 4),
      path('M30 48 Q16 48 18 60 Q20 68 30 64', 'none', c, 4),
      ellipse(50, 58, 24, 20, c),
      rect(34, 72, 32, 6, shade(c, -0.2), 2),
      ellipse(50, 38, 12, 4, shade(c, -0.2)),
      circle(50, 32, 3, shade(c, -0.2)),
    ].join(''),
  board: (c) =>
    [
      path(
        'M22 30 L70 30 Q78 30 78 38 L78 40 L88 40 Q92 50 88 60 L78 60 L78 70 Q78 78 70 78 L22 78 Q14 78 14 70 L14 38 Q14 30 22 30 Z',
        c,
      ),
      circle(84, 50, 3, shade(c, 0.6)),
      line('M24 44 L64 44 M24 54 L60 54 M24 64 L66 64', shade(c, -0.15), 1),
    ].join(''),
  lamp: (c) =>
    [
      ellipse(30, 86, 14, 3.5, INK),
      line('M30 86 L30 40 Q30 14 62 18', '#555555', 2.5),
      path('M52 20 L76 20 L82 36 L46 36 Z', c),
      ellipse(64, 37, 14, 2.5, '#f5d98a'),
    ].join(''),
  parcel: (c) =>
    [rect(22, 30, 56, 50, c, 2), rect(22, 30, 56, 10, shade(c, -0.2)), rect(46, 30, 8, 50, shade(c, 0.3))].join(''),
};

export type Kind = keyof typeof DRAWINGS;

/** The drawing of `kind` (a parcel for a kind without its own) in colour `c`, in a 100 × 100 box. */
export function drawing(kind: string, c: Colour): string {
  return (DRAWINGS[kind] ?? DRAWINGS.parcel!)(c);
}
