import { crc32, deflateSync } from 'node:zlib';
import { hashString } from '../random.js';
import type { Product } from './generate.js';

/** Side of the main product image, in pixels (the catalogue's MAIN image). */
export const MAIN_IMAGE_SIZE = 500;

/*
 * Product pictures drawn without a graphics library: every shape is a signed distance function
 * in a 500 x 500 design space (negative inside), so a pixel's coverage, edges anti-aliased, is
 * one evaluation at its centre, at any size. PNG rather than SVG: browsers decode PNGs off the
 * page's main thread, while each SVG image is a document of its own to parse, style and lay out
 * on it (a 60-row SKU-list page would build 60 documents).
 */

type Rgb = readonly [number, number, number];
/** The colour at a design-space point (gradients), or one colour. */
type Paint = Rgb | ((x: number, y: number) => Rgb);
type Distance = (x: number, y: number) => number;

/** Math.hypot is many times slower, and this runs for every pixel near an outline. */
const length = (x: number, y: number) => Math.sqrt(x * x + y * y);

interface Shape {
  distance: Distance;
  /** Design-space bounds [x0, y0, x1, y1] outside which the shape draws nothing. */
  box: readonly [number, number, number, number];
  fill?: Paint;
  /** Stroke colour (5 units wide, as the silhouettes are outlined). */
  stroke?: Rgb;
  opacity?: number;
}

const STROKE = 5;

function hsl(h: number, s: number, l: number): Rgb {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const hex = (value: string): Rgb => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

// --- shapes -----------------------------------------------------------------------------------

function roundRect(x: number, y: number, w: number, h: number, r = 0): Omit<Shape, 'fill'> {
  const cx = x + w / 2;
  const cy = y + h / 2;
  return {
    distance: (px, py) => {
      const qx = Math.abs(px - cx) - w / 2 + r;
      const qy = Math.abs(py - cy) - h / 2 + r;
      return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
    },
    box: [x, y, x + w, y + h],
  };
}

function ellipse(cx: number, cy: number, rx: number, ry = rx): Omit<Shape, 'fill'> {
  return {
    distance: (px, py) => {
      const dx = px - cx;
      const dy = py - cy;
      if (rx === ry) return length(dx, dy) - rx;
      // Inigo Quilez's approximation: exact on the outline, close to it nearby (all that anti-aliasing needs).
      const k0 = length(dx / rx, dy / ry);
      const k1 = length(dx / (rx * rx), dy / (ry * ry));
      return k1 === 0 ? -Math.min(rx, ry) : (k0 * (k0 - 1)) / k1;
    },
    box: [cx - rx, cy - ry, cx + rx, cy + ry],
  };
}

function polygon(points: readonly (readonly [number, number])[]): Omit<Shape, 'fill'> {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    distance: (px, py) => {
      let nearest = Infinity;
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [ax, ay] = points[j]!;
        const [bx, by] = points[i]!;
        const ex = bx - ax;
        const ey = by - ay;
        const t = Math.max(0, Math.min(1, ((px - ax) * ex + (py - ay) * ey) / (ex * ex + ey * ey)));
        nearest = Math.min(nearest, length(px - ax - ex * t, py - ay - ey * t));
        if (ay > py !== by > py && px < ax + ((py - ay) * ex) / ey) inside = !inside;
      }
      return inside ? -nearest : nearest;
    },
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
  };
}

/** A straight line `width` wide between two points (round ends). */
function line(ax: number, ay: number, bx: number, by: number, width: number): Omit<Shape, 'fill'> {
  const ex = bx - ax;
  const ey = by - ay;
  return {
    distance: (px, py) => {
      const t = Math.max(0, Math.min(1, ((px - ax) * ex + (py - ay) * ey) / (ex * ex + ey * ey)));
      return length(px - ax - ex * t, py - ay - ey * t) - width / 2;
    },
    box: [Math.min(ax, bx) - width, Math.min(ay, by) - width, Math.max(ax, bx) + width, Math.max(ay, by) + width],
  };
}

function union(a: Omit<Shape, 'fill'>, b: Omit<Shape, 'fill'>): Omit<Shape, 'fill'> {
  const parts = [a, b];
  return {
    distance: (px, py) => Math.min(a.distance(px, py), b.distance(px, py)),
    box: [
      Math.min(...parts.map((p) => p.box[0])),
      Math.min(...parts.map((p) => p.box[1])),
      Math.max(...parts.map((p) => p.box[2])),
      Math.max(...parts.map((p) => p.box[3])),
    ],
  };
}

// --- silhouettes ------------------------------------------------------------------------------

interface Colours {
  fill: Paint;
  shade: Rgb;
}

const WHITE: Rgb = [255, 255, 255];
/** An outlined part of the product in its colour. */
const part = (shape: Omit<Shape, 'fill'>, c: Colours): Shape => ({ ...shape, fill: c.fill, stroke: c.shade });

/** A simple silhouette per product group, drawn in about 300 units around (250, 250). */
const SILHOUETTES: Record<string, (c: Colours) => Shape[]> = {
  // a lidded tumbler
  Kitchen: (c) => [
    part(roundRect(185, 108, 130, 42, 12), c),
    part(
      polygon([
        [178, 150],
        [322, 150],
        [308, 372],
        [290, 390],
        [210, 390],
        [192, 372],
      ]),
      c,
    ),
  ],
  // a table lamp
  Home: (c) => [
    part(
      polygon([
        [192, 112],
        [308, 112],
        [350, 242],
        [150, 242],
      ]),
      c,
    ),
    part(roundRect(242, 242, 16, 100), c),
    part(ellipse(250, 356, 74, 18), c),
  ],
  // stacked building blocks
  Toy: (c) => [
    part(roundRect(150, 262, 94, 94, 12), c),
    part(roundRect(256, 262, 94, 94, 12), c),
    part(roundRect(203, 156, 94, 94, 12), c),
  ],
  // a dumbbell
  Sports: (c) => [
    part(roundRect(170, 236, 160, 28, 8), c),
    part(roundRect(128, 170, 44, 160, 10), c),
    part(roundRect(328, 170, 44, 160, 10), c),
    part(roundRect(100, 200, 30, 100, 8), c),
    part(roundRect(370, 200, 30, 100, 8), c),
  ],
  // a paw print
  'Pet Products': (c) => [
    part(ellipse(250, 300, 76, 62), c),
    part(ellipse(168, 214, 30), c),
    part(ellipse(218, 160, 30), c),
    part(ellipse(282, 160, 30), c),
    part(ellipse(332, 214, 30), c),
  ],
  // a cream jar
  Beauty: (c) => [part(roundRect(168, 148, 164, 54, 14), c), part(roundRect(156, 198, 188, 156, 34), c)],
  // a food can with its label
  Grocery: (c) => [
    part(union(roundRect(178, 148, 144, 204), ellipse(250, 352, 72, 20)), c),
    { ...roundRect(178, 212, 144, 70), fill: WHITE, opacity: 0.35 },
    part(ellipse(250, 148, 72, 20), c),
  ],
  // a spiral notebook
  'Office Product': (c) => [
    part(roundRect(178, 112, 160, 236, 12), c),
    ...[142, 182, 222, 262, 302].map((y) => ({ ...line(166, y, 194, y, 8), fill: c.shade })),
  ],
  // a wheel
  'Automotive Parts and Accessories': (c) => [
    part(ellipse(250, 240, 118), c),
    { ...ellipse(250, 240, 56), fill: WHITE, opacity: 0.5, stroke: c.shade },
    part(ellipse(250, 240, 18), c),
  ],
  // a baby bottle
  'Baby Product': (c) => [
    part(ellipse(250, 132, 24, 32), c),
    part(roundRect(204, 156, 92, 34, 8), c),
    part(roundRect(194, 188, 112, 176, 34), c),
  ],
};

const DEFAULT_SILHOUETTE = (c: Colours) => [part(roundRect(160, 140, 180, 210, 16), c)];

const MULTICOLOR = ['#e4572e', '#f3a712', '#29bf12', '#2e86ab'].map(hex);
const MULTICOLOR_STOPS = [0, 0.35, 0.65, 1];

/** The product's colour as paint; Multicolor is a diagonal rainbow over the whole silhouette. */
function paintOf(color: string): Paint | undefined {
  const solid: Record<string, string> = {
    'Matte Black': '#2e2e30',
    White: '#fbfbf8',
    'Navy Blue': '#23395d',
    'Sage Green': '#8fa67f',
    'Blush Pink': '#e7b3b5',
    'Charcoal Gray': '#54575c',
    Red: '#c4332f',
    Teal: '#138a80',
    Beige: '#d9c7a7',
    Clear: '#f4f7f8',
    Yellow: '#efbf2f',
  };
  if (solid[color]) return hex(solid[color]);
  if (color !== 'Multicolor') return undefined;
  return (x, y) => {
    const t = Math.max(0, Math.min(1, (x - 100 + (y - 100)) / 600));
    let i = 1;
    while (i < MULTICOLOR_STOPS.length - 1 && t > MULTICOLOR_STOPS[i]!) i++;
    const from = MULTICOLOR_STOPS[i - 1]!;
    return mix(MULTICOLOR[i - 1]!, MULTICOLOR[i]!, (t - from) / (MULTICOLOR_STOPS[i]! - from));
  };
}

// --- drawing and encoding ---------------------------------------------------------------------

/** The silhouettes fill about 80% of the frame: design units scaled by this about the centre. */
const ZOOM = 1.32;

/** Pixels drawn a tile at a time: a tile whose centre is far from an outline is wholly inside or outside it. */
const TILE = 8;

const scratch = new Map<number, Buffer>();
/**
 * One buffer per size, drawn over each time (drawing and deflating are synchronous, so no two
 * pictures share it at once): a 500-pixel picture is 750 kB that would otherwise be garbage.
 * The filter bytes stay 0; every pixel is drawn again.
 */
function scratchOf(bytes: number): Buffer {
  let buffer = scratch.get(bytes);
  if (!buffer) {
    if (scratch.size >= 4) scratch.clear();
    scratch.set(bytes, (buffer = Buffer.alloc(bytes)));
  }
  return buffer;
}

/**
 * The picture as PNG scanlines: each row a filter byte (0, none) and its RGB pixels, ready to
 * deflate. Drawn in place, each blend rounded to a byte (the differences are invisible).
 */
function draw(product: Product, size: number): Buffer {
  const hue = hashString(product.imageId) % 360;
  const shade = hsl(hue, 32, 34);
  const top = hsl(hue, 40, 97);
  const bottom = hsl(hue, 45, 87);
  const colours = { fill: paintOf(product.color) ?? shade, shade };
  const shapes: Shape[] = [
    { ...ellipse(250, 394, 120, 12), fill: shade, opacity: 0.16 },
    ...(SILHOUETTES[product.category.productGroup] ?? DEFAULT_SILHOUETTE)(colours),
  ];
  const stride = size * 3 + 1;
  const raw = scratchOf(stride * size);
  const pixels = new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length);
  for (let y = 0; y < size; y++) {
    const row = y * stride + 1;
    pixels.set(mix(top, bottom, (y + 0.5) / size), row);
    // Doubling copies: the row's first pixel fills the row.
    for (let filled = 3; filled < size * 3; filled *= 2)
      raw.copyWithin(row + filled, row, row + Math.min(filled, size * 3 - filled));
  }
  // One pixel in design units: edges are blended over that width.
  const scale = size / 500;
  const pixelUnits = 1 / (scale * ZOOM);
  const toPixel = (u: number, axis: 0 | 1) => ((u - 250) * ZOOM + 250 + (axis === 1 ? 2 : 0)) * scale;
  const toDesign = (p: number, axis: 0 | 1) => (p / scale - 250 - (axis === 1 ? 2 : 0)) / ZOOM + 250;
  // How far a tile's pixels are from its centre, in design units, with room for the edge's blend and the stroke.
  const tileReach = (TILE / Math.SQRT2) * pixelUnits + pixelUnits + STROKE;
  const blend = (at: number, colour: Rgb, coverage: number, opacity: number) => {
    if (coverage <= 0) return;
    const a = (coverage >= 1 ? 1 : coverage) * opacity;
    pixels[at] = pixels[at]! + (colour[0] - pixels[at]!) * a;
    pixels[at + 1] = pixels[at + 1]! + (colour[1] - pixels[at + 1]!) * a;
    pixels[at + 2] = pixels[at + 2]! + (colour[2] - pixels[at + 2]!) * a;
  };
  for (const shape of shapes) {
    const x0 = Math.max(0, Math.floor(toPixel(shape.box[0] - STROKE, 0)));
    const y0 = Math.max(0, Math.floor(toPixel(shape.box[1] - STROKE, 1)));
    const x1 = Math.min(size, Math.ceil(toPixel(shape.box[2] + STROKE, 0)));
    const y1 = Math.min(size, Math.ceil(toPixel(shape.box[3] + STROKE, 1)));
    const opacity = shape.opacity ?? 1;
    const fill = shape.fill;
    for (let ty = y0; ty < y1; ty += TILE) {
      for (let tx = x0; tx < x1; tx += TILE) {
        const ex = Math.min(tx + TILE, x1);
        const ey = Math.min(ty + TILE, y1);
        // The ellipse's distance is approximate away from its outline: a margin of half again.
        const centre = shape.distance(toDesign((tx + ex) / 2, 0), toDesign((ty + ey) / 2, 1));
        if (centre > tileReach * 1.5) continue;
        const interior = centre < -tileReach * 1.5 && typeof fill !== 'function';
        for (let y = ty; y < ey; y++) {
          const v = toDesign(y + 0.5, 1);
          for (let x = tx; x < ex; x++) {
            const at = y * stride + 1 + x * 3;
            if (interior) {
              blend(at, fill as Rgb, 1, opacity);
              continue;
            }
            const u = toDesign(x + 0.5, 0);
            const d = shape.distance(u, v);
            if (fill) blend(at, typeof fill === 'function' ? fill(u, v) : fill, 0.5 - d / pixelUnits, opacity);
            if (shape.stroke) blend(at, shape.stroke, 0.5 - (Math.abs(d) - STROKE / 2) / pixelUnits, opacity);
          }
        }
      }
    }
  }
  return raw;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGB PNG of `scanlines` (see draw), with a Title text chunk. */
function encodePng(scanlines: Buffer, size: number, title: string): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // PNG text is Latin-1: anything else in a title becomes '?'.
    chunk('tEXt', Buffer.from(`Title\0${title.replace(/[^\x20-\x7e\xa0-\xff]/g, '?')}`, 'latin1')),
    chunk('IDAT', deflateSync(scanlines, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The product's picture as a PNG of `size` pixels a side, generated deterministically from its
 * image id (the backdrop's hue) and catalogue facts: the silhouette of its product group in its
 * colour, filling most of the frame as a product photo does (it reads as a 36-pixel thumbnail
 * too). Its Title text chunk is the product title.
 */
export function productImagePng(product: Product, size: number = MAIN_IMAGE_SIZE): Buffer {
  return encodePng(draw(product, size), size, product.title);
}
