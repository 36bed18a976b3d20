import { escapeHtml } from '../html.js';
import { hashString } from '../random.js';
import type { Product } from './generate.js';

/** Side of the main product image, in pixels (the catalogue's MAIN image). */
export const MAIN_IMAGE_SIZE = 500;

/** The product's colour as a fill; 'Clear' and 'White' get an outline from the background's shade. */
const COLOR_FILLS: Record<string, string> = {
  'Matte Black': '#2e2e30',
  White: '#fbfbf8',
  'Navy Blue': '#23395d',
  'Sage Green': '#8fa67f',
  'Blush Pink': '#e7b3b5',
  'Charcoal Gray': '#54575c',
  Red: '#c4332f',
  Teal: '#138a80',
  Beige: '#d9c7a7',
  Multicolor: 'url(#multi)',
  Clear: 'rgba(255,255,255,0.55)',
  Yellow: '#efbf2f',
};

/** A simple silhouette per product group, drawn in a 500 x 500 box around (250, 250). */
const SILHOUETTES: Record<string, string> = {
  // a lidded tumbler
  Kitchen:
    '<rect x="185" y="108" width="130" height="42" rx="12"/><path d="M178 150h144l-14 222a20 20 0 0 1-20 18h-76a20 20 0 0 1-20-18z"/>',
  // a table lamp
  Home: '<path d="M192 112h116l42 130H150z"/><rect x="242" y="242" width="16" height="100"/><ellipse cx="250" cy="356" rx="74" ry="18"/>',
  // stacked building blocks
  Toy: '<rect x="150" y="262" width="94" height="94" rx="12"/><rect x="256" y="262" width="94" height="94" rx="12"/><rect x="203" y="156" width="94" height="94" rx="12"/>',
  // a dumbbell
  Sports:
    '<rect x="170" y="236" width="160" height="28" rx="8"/><rect x="128" y="170" width="44" height="160" rx="10"/><rect x="328" y="170" width="44" height="160" rx="10"/><rect x="100" y="200" width="30" height="100" rx="8"/><rect x="370" y="200" width="30" height="100" rx="8"/>',
  // a paw print
  'Pet Products':
    '<ellipse cx="250" cy="300" rx="76" ry="62"/><circle cx="168" cy="214" r="30"/><circle cx="218" cy="160" r="30"/><circle cx="282" cy="160" r="30"/><circle cx="332" cy="214" r="30"/>',
  // a cream jar
  Beauty: '<rect x="168" y="148" width="164" height="54" rx="14"/><rect x="156" y="198" width="188" height="156" rx="34"/>',
  // a food can
  Grocery:
    '<path d="M178 148h144v204a72 20 0 0 1-144 0z"/><ellipse cx="250" cy="148" rx="72" ry="20"/><rect x="178" y="212" width="144" height="70" opacity="0.35" fill="#ffffff"/>',
  // a spiral notebook
  'Office Product':
    '<rect x="178" y="112" width="160" height="236" rx="12"/><g fill="none" stroke-width="8"><path d="M166 142h28M166 182h28M166 222h28M166 262h28M166 302h28"/></g>',
  // a wheel
  'Automotive Parts and Accessories':
    '<circle cx="250" cy="240" r="118"/><circle cx="250" cy="240" r="56" fill="#ffffff" opacity="0.5"/><circle cx="250" cy="240" r="18"/>',
  // a baby bottle
  'Baby Product':
    '<ellipse cx="250" cy="132" rx="24" ry="32"/><rect x="204" y="156" width="92" height="34" rx="8"/><rect x="194" y="188" width="112" height="176" rx="34"/>',
};

const DEFAULT_SILHOUETTE = '<rect x="160" y="140" width="180" height="210" rx="16"/>';

/** The first letters of the product's noun, e.g. 'WB' for a Water Bottle. */
function initialsOf(product: Product): string {
  const noun = product.category.nouns.find((n) => product.title.includes(n)) ?? product.title;
  return noun
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 3)
    .join('');
}

/**
 * The product's picture as an SVG of `size` pixels a side, generated deterministically from its
 * image id (the background's hue) and catalogue facts (the silhouette of its product group in its
 * colour, the noun's initials and the brand). No script, no external reference.
 */
export function productImageSvg(product: Product, size: number = MAIN_IMAGE_SIZE): string {
  const hue = hashString(product.imageId) % 360;
  const background = `hsl(${hue}, 48%, 90%)`;
  const spotlight = `hsl(${hue}, 60%, 97%)`;
  const shade = `hsl(${hue}, 32%, 34%)`;
  const fill = COLOR_FILLS[product.color] ?? shade;
  const silhouette = SILHOUETTES[product.category.productGroup] ?? DEFAULT_SILHOUETTE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 500 500" role="img">`,
    `<title>${escapeHtml(product.title)}</title>`,
    '<defs><linearGradient id="multi" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#e4572e"/><stop offset="0.35" stop-color="#f3a712"/>',
    '<stop offset="0.65" stop-color="#29bf12"/><stop offset="1" stop-color="#2e86ab"/></linearGradient></defs>',
    `<rect width="500" height="500" fill="${background}"/>`,
    `<circle cx="250" cy="240" r="200" fill="${spotlight}"/>`,
    `<ellipse cx="250" cy="392" rx="120" ry="14" fill="${shade}" opacity="0.18"/>`,
    `<g fill="${fill}" stroke="${shade}" stroke-width="5" stroke-linejoin="round">${silhouette}</g>`,
    `<text x="250" y="446" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" letter-spacing="4" fill="${shade}">${escapeHtml(initialsOf(product))}</text>`,
    `<text x="250" y="480" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="20" fill="${shade}" opacity="0.8">${escapeHtml(product.brand)}</text>`,
    '</svg>',
  ].join('');
}
