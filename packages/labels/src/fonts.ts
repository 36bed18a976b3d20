/**
 * The two embedded fonts and the split of a text into runs of one font each: Noto Sans (Latin, Greek,
 * Cyrillic) and Noto Sans SC (Chinese, Japanese kana, CJK punctuation), both from npm packages that
 * ship plain TrueType files. A character goes to Noto Sans when it has a glyph there, else to Noto Sans
 * SC when that has one, else it stays in Noto Sans (drawn as its missing-glyph box).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

export type FontName = 'latin' | 'cjk';

const require = createRequire(import.meta.url);
const FILES: Record<FontName, string> = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
};

interface LoadedFont {
  buffer: Buffer;
  font: fontkit.Font;
  /** In font units per 1000 (the PDF text space). */
  ascent: number;
  descent: number;
  widths: Map<number, number>;
}

const loaded = new Map<FontName, LoadedFont>();

export function loadFont(name: FontName): LoadedFont {
  let f = loaded.get(name);
  if (!f) {
    const buffer = readFileSync(require.resolve(FILES[name]));
    const font = fontkit.create(buffer) as fontkit.Font;
    const scale = 1000 / font.unitsPerEm;
    f = { buffer, font, ascent: font.ascent * scale, descent: font.descent * scale, widths: new Map() };
    loaded.set(name, f);
  }
  return f;
}

/** The font's bytes, for pdfkit to embed (subset to the glyphs used). */
export function fontBuffer(name: FontName): Buffer {
  return loadFont(name).buffer;
}

export interface Run {
  text: string;
  font: FontName;
}

function fontFor(cp: number): FontName {
  if (cp < 0x2e80) {
    // Latin, Greek, Cyrillic and general punctuation are in Noto Sans; below CJK nothing else is asked for.
    return 'latin';
  }
  if (loadFont('latin').font.hasGlyphForCodePoint(cp)) return 'latin';
  return loadFont('cjk').font.hasGlyphForCodePoint(cp) ? 'cjk' : 'latin';
}

/** Splits `text` into maximal runs of one font. */
export function splitRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const font = fontFor(ch.codePointAt(0)!);
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += ch;
    else runs.push({ text: ch, font });
  }
  return runs;
}

/**
 * Advance width of `text` in one font at 1 pt, as pdfkit draws it with `Tj` (each glyph's own advance,
 * no kerning): the glyphs of fontkit's layout, which is what pdfkit's encode uses.
 */
export function runWidth(text: string, font: FontName): number {
  const f = loadFont(font);
  let w = 0;
  for (const g of f.font.layout(text).glyphs) w += g.advanceWidth;
  return (w * (1000 / f.font.unitsPerEm)) / 1000;
}

export function textWidth(text: string, size: number): number {
  let w = 0;
  for (const r of splitRuns(text)) w += runWidth(r.text, r.font);
  return w * size;
}

/** Ascent and descent (descent negative) at 1 pt for a line holding the given fonts. */
export function lineMetrics(fonts: Iterable<FontName>): { ascent: number; descent: number } {
  let ascent = 0;
  let descent = 0;
  for (const name of fonts) {
    const f = loadFont(name);
    ascent = Math.max(ascent, f.ascent / 1000);
    descent = Math.min(descent, f.descent / 1000);
  }
  return { ascent, descent };
}
