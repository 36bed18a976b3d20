import { unreadable } from './import-error.js';

/**
 * What the scanner tells its reader. A start tag's attributes are passed as a range of `source`,
 * read with `readAttributes` only by the elements that need them; `source` is the scanner's
 * current window of the part, so keep the range only as long as the element is open. `wantsText`
 * is read before each piece of text so unwanted text is never decoded. One run of text may come
 * in several pieces (never splitting a character reference).
 */
export interface XmlHandler {
  open(name: string, source: string, attributesStart: number, attributesEnd: number): void;
  close(name: string): void;
  text(value: string): void;
  readonly wantsText: boolean;
  /**
   * The elements whose attributes the handler reads. Any other start tag may be longer than a
   * window: it is skipped as it streams, and `open` gets an empty attribute range.
   */
  readonly attributesOf: ReadonlySet<string>;
}

const SLASH = 47;
const GREATER = 62;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** The longest markup (a start tag of an element whose attributes are read, an end tag) held whole. */
export const MAX_MARKUP_CHARS = 1 << 20;
/** Characters of a new piece joined to the unfinished end of the last one to finish what it cut. */
const HEAD_CHARS = 1024;
/** Character references are short: '&#x10FFFF;' is the longest a part may hold. */
const MAX_REFERENCE_CHARS = 12;

/** What the scanner is inside of when a piece of the part ends before the construct does. */
const enum Inside {
  Markup,
  Comment,
  Cdata,
  Instruction,
  SkippedTag,
}

/**
 * A small, strict, incremental scanner for the XML of an XLSX's parts: `write` the part's text
 * piece by piece as it inflates, then `end`. It keeps only a small window: the start of an
 * unfinished tag or character reference. Text, comments, CDATA and the start tags of elements
 * the handler ignores pass through without being held, so a 100 MB part costs about one piece
 * of memory. It never processes a DTD: any `<!DOCTYPE` or `<!ENTITY` refuses the file, so entity
 * expansion (billion laughs) and external entities (XXE) cannot happen, and only XML's five
 * named entities and character references are decoded. Element names lose their namespace
 * prefix ('x:row' is 'row'). Malformed or truncated XML is refused rather than guessed at.
 */
export class XmlScanner {
  /** The unfinished end of the text written so far. */
  private pending = '';
  private inside = Inside.Markup;
  /** In a skipped start tag: its name, the quote of the value being read (0 between values), and whether the last character was '/'. */
  private skipped = { name: '', quote: 0, slash: false };

  constructor(private readonly handler: XmlHandler) {}

  write(piece: string): void {
    if (piece.length === 0) return;
    const pending = this.pending;
    this.pending = '';
    if (pending.length === 0) {
      this.pending = piece.slice(this.run(piece, 0));
      return;
    }
    // The construct the last piece cut is finished on a short joined string, so that the long
    // piece is scanned as the flat string it is (reading a joined string is markedly slower).
    const headLength = Math.min(piece.length, HEAD_CHARS);
    const head = pending + piece.slice(0, headLength);
    const rest = this.run(head, 0);
    if (rest >= pending.length) {
      this.pending = piece.slice(this.run(piece, rest - pending.length));
    } else {
      // Still unfinished (a long tag): go on with it and the rest of the piece joined.
      const xml = head.slice(rest) + piece.slice(headLength);
      this.pending = xml.slice(this.run(xml, 0));
    }
  }

  /** The part has ended: anything unfinished is truncated XML. */
  end(): void {
    if (this.inside !== Inside.Markup) throw unreadable();
    if (this.pending.length > 0) {
      if (this.pending.charCodeAt(0) === 60 /* < */) throw unreadable();
      // Text after the last tag, ending in '&...' without its ';'.
      if (this.handler.wantsText) this.handler.text(decodeXmlText(this.pending));
      this.pending = '';
    }
  }

  /**
   * Reads `xml` from `from` as far as it can, first finishing the comment, CDATA section,
   * instruction or skipped tag an earlier piece ended in; returns where the unfinished rest
   * starts (its length when nothing needs keeping).
   */
  private run(xml: string, from: number): number {
    let i = from;
    switch (this.inside) {
      case Inside.Markup:
        break;
      case Inside.Comment:
        i = this.finish(xml, i, '-->', false);
        break;
      case Inside.Cdata:
        i = this.finish(xml, i, ']]>', true);
        break;
      case Inside.Instruction:
        i = this.finish(xml, i, '?>', false);
        break;
      case Inside.SkippedTag:
        i = this.skipTag(xml, i);
        break;
    }
    return this.inside === Inside.Markup ? this.scan(xml, i) : i;
  }

  /**
   * Reads up to `terminator`, handing the text on when `isText`, and returns the index after it;
   * when the text ends first, stays inside and returns where the terminator may begin.
   */
  private finish(xml: string, from: number, terminator: string, isText: boolean): number {
    const end = xml.indexOf(terminator, from);
    if (end !== -1) {
      if (isText && end > from && this.handler.wantsText) this.handler.text(xml.slice(from, end));
      this.inside = Inside.Markup;
      return end + terminator.length;
    }
    const keep = Math.max(from, xml.length - (terminator.length - 1));
    if (isText && keep > from && this.handler.wantsText) this.handler.text(xml.slice(from, keep));
    return keep;
  }

  /** Scans markup and text from `from`; returns where the unfinished rest starts. */
  private scan(xml: string, from: number): number {
    const handler = this.handler;
    const n = xml.length;
    let i = from;
    while (i < n) {
      const lt = xml.indexOf('<', i);
      if (lt === -1) return this.partialText(xml, i);
      if (lt > i && handler.wantsText) handler.text(decodeXmlText(xml.slice(i, lt)));
      if (lt + 1 >= n) return this.keep(xml, lt);
      const next = xml.charCodeAt(lt + 1);
      if (next === SLASH) {
        const gt = xml.indexOf('>', lt + 2);
        if (gt === -1) return this.keep(xml, lt);
        let nameEnd = gt;
        while (nameEnd > lt + 2 && isSpace(xml.charCodeAt(nameEnd - 1))) nameEnd--;
        handler.close(readName(xml, lt + 2, nameEnd));
        i = gt + 1;
      } else if (next === 63 /* ? */) {
        this.inside = Inside.Instruction;
        i = this.finish(xml, lt + 2, '?>', false);
      } else if (next === 33 /* ! */) {
        if (xml.startsWith('<!--', lt)) {
          this.inside = Inside.Comment;
          i = this.finish(xml, lt + 4, '-->', false);
        } else if (xml.startsWith('<![CDATA[', lt)) {
          this.inside = Inside.Cdata;
          i = this.finish(xml, lt + 9, ']]>', true);
        } else if (n - lt < 9 && ('<![CDATA['.startsWith(xml.slice(lt)) || '<!--'.startsWith(xml.slice(lt)))) {
          return this.keep(xml, lt);
        } else {
          // <!DOCTYPE, <!ENTITY and the like: a workbook never needs them, and they are how XML bombs work.
          throw unreadable();
        }
      } else {
        let nameEnd = lt + 1;
        for (let c = xml.charCodeAt(nameEnd); nameEnd < n && c !== SLASH && c !== GREATER && !isSpace(c);) {
          c = xml.charCodeAt(++nameEnd);
        }
        if (nameEnd >= n) return this.keep(xml, lt);
        const gt = findTagEnd(xml, nameEnd);
        const name = readName(xml, lt + 1, nameEnd);
        if (gt === -1) {
          if (n - lt <= MAX_MARKUP_CHARS || handler.attributesOf.has(name)) return this.keep(xml, lt);
          // A long start tag whose attributes nobody reads: pass over it as it streams.
          this.inside = Inside.SkippedTag;
          this.skipped = { name, quote: 0, slash: false };
          i = this.skipTag(xml, nameEnd);
        } else {
          const selfClosing = xml.charCodeAt(gt - 1) === SLASH;
          handler.open(name, xml, nameEnd, selfClosing ? gt - 1 : gt);
          if (selfClosing) handler.close(name);
          i = gt + 1;
        }
      }
      if (this.inside !== Inside.Markup) return i;
    }
    return n;
  }

  /** Where unfinished markup at `from` starts, to keep for the next piece; markup longer than any a workbook writes refuses the file. */
  private keep(xml: string, from: number): number {
    if (xml.length - from > MAX_MARKUP_CHARS) throw unreadable();
    return from;
  }

  /** Text up to the end of the piece: handed on, except a character reference the piece cuts in two. */
  private partialText(xml: string, from: number): number {
    const end = xml.length;
    if (!this.handler.wantsText) return end;
    const amp = xml.lastIndexOf('&');
    const cut = amp >= from && xml.indexOf(';', amp) === -1 && end - amp < MAX_REFERENCE_CHARS ? amp : end;
    if (cut > from) this.handler.text(decodeXmlText(xml.slice(from, cut)));
    return cut;
  }

  /** Walks a skipped start tag to its '>' (quoted values may hold '>'); the text's length when it ends first. */
  private skipTag(xml: string, from: number): number {
    const state = this.skipped;
    const n = xml.length;
    let i = from;
    while (i < n) {
      if (state.quote !== 0) {
        const close = xml.indexOf(state.quote === 34 ? '"' : "'", i);
        if (close === -1) return n;
        state.quote = 0;
        state.slash = false;
        i = close + 1;
        continue;
      }
      const c = xml.charCodeAt(i++);
      if (c === 34 || c === 39) state.quote = c;
      else if (c === GREATER) {
        this.inside = Inside.Markup;
        this.handler.open(state.name, '', 0, 0);
        if (state.slash) this.handler.close(state.name);
        return i;
      } else if (c === 60 /* < */) throw unreadable();
      state.slash = c === SLASH;
    }
    return n;
  }
}

/** Scans a whole part held as one string. */
export function scanXml(xml: string, handler: XmlHandler): void {
  const scanner = new XmlScanner(handler);
  scanner.write(xml);
  scanner.end();
}

/**
 * The '>' that ends a start tag, found by walking its attributes (a quoted value may hold '>');
 * each value's closing quote is found with indexOf, which is what keeps big sheets fast. -1 when
 * the text ends before the tag does.
 */
function findTagEnd(xml: string, from: number): number {
  const n = xml.length;
  let i = from;
  for (;;) {
    let c = xml.charCodeAt(i);
    while (isSpace(c)) c = xml.charCodeAt(++i);
    if (i >= n) return -1;
    if (c === GREATER) return i;
    if (c === SLASH) {
      if (i + 1 >= n) return -1;
      if (xml.charCodeAt(i + 1) === GREATER) return i + 1;
    }
    while (i < n && c !== 61 /* = */ && c !== GREATER && c !== SLASH && !isSpace(c)) c = xml.charCodeAt(++i);
    while (isSpace(c)) c = xml.charCodeAt(++i);
    if (i >= n) return -1;
    if (c !== 61) throw unreadable();
    c = xml.charCodeAt(++i);
    while (isSpace(c)) c = xml.charCodeAt(++i);
    if (i >= n) return -1;
    if (c !== 34 && c !== 39) throw unreadable();
    const close = xml.indexOf(c === 34 ? '"' : "'", i + 1);
    if (close === -1) return -1;
    i = close + 1;
  }
}
/** An element or attribute name without its namespace prefix. */
function readName(xml: string, start: number, end: number): string {
  if (end <= start) throw unreadable();
  for (let i = start; i < end; i++) if (xml.charCodeAt(i) === 58 /* : */) return xml.slice(i + 1, end);
  return xml.slice(start, end);
}

/** The attributes of a start tag by local name ('r:id' is 'id'), from the range `open` was given. */
export function readAttributes(xml: string, start: number, end: number): Record<string, string> {
  const attributes: Record<string, string> = {};
  forEachAttribute(xml, start, end, (nameStart, nameEnd, valueStart, valueEnd) => {
    attributes[readName(xml, nameStart, nameEnd)] = decodeXmlText(xml.slice(valueStart, valueEnd));
    return false;
  });
  return attributes;
}

/** One attribute by local name, without building the others (cells are many; most need only 'r'). */
export function readAttribute(xml: string, start: number, end: number, name: string): string | undefined {
  let found: string | undefined;
  forEachAttribute(xml, start, end, (nameStart, nameEnd, valueStart, valueEnd) => {
    const length = nameEnd - nameStart;
    const localStart = nameEnd - name.length;
    const matches =
      (length === name.length && xml.startsWith(name, nameStart)) ||
      (length > name.length && xml.charCodeAt(localStart - 1) === 58 /* : */ && xml.startsWith(name, localStart));
    if (matches) found = decodeXmlText(xml.slice(valueStart, valueEnd));
    return matches;
  });
  return found;
}

/** Calls `visit` with each attribute's name and value range until it returns true; refuses malformed attributes. */
function forEachAttribute(
  xml: string,
  start: number,
  end: number,
  visit: (nameStart: number, nameEnd: number, valueStart: number, valueEnd: number) => boolean,
): void {
  let i = start;
  while (i < end) {
    if (isSpace(xml.charCodeAt(i))) {
      i++;
      continue;
    }
    const nameStart = i;
    while (i < end && xml.charCodeAt(i) !== 61 /* = */ && !isSpace(xml.charCodeAt(i))) i++;
    const nameEnd = i;
    while (i < end && isSpace(xml.charCodeAt(i))) i++;
    if (xml.charCodeAt(i) !== 61 || nameEnd === nameStart) throw unreadable();
    i++;
    while (i < end && isSpace(xml.charCodeAt(i))) i++;
    const quote = xml.charCodeAt(i);
    if (quote !== 34 && quote !== 39) throw unreadable();
    const valueEnd = xml.indexOf(quote === 34 ? '"' : "'", i + 1);
    if (valueEnd === -1 || valueEnd >= end) throw unreadable();
    if (visit(nameStart, nameEnd, i + 1, valueEnd)) return;
    i = valueEnd + 1;
  }
}

const NAMED_ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
]);

/** Decodes XML's five named entities and character references; any other entity refuses the file. */
export function decodeXmlText(raw: string): string {
  let amp = raw.indexOf('&');
  if (amp === -1) return raw;
  const parts: string[] = [];
  let from = 0;
  while (amp !== -1) {
    const semi = raw.indexOf(';', amp + 1);
    if (semi === -1 || semi - amp > 12) throw unreadable();
    parts.push(raw.slice(from, amp));
    const name = raw.slice(amp + 1, semi);
    if (name.charCodeAt(0) === 35 /* # */) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      const valid = /^#(x[0-9a-fA-F]+|X[0-9a-fA-F]+|[0-9]+)$/.test(name);
      if (!valid || !(code > 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) throw unreadable();
      parts.push(String.fromCodePoint(code));
    } else {
      const value = NAMED_ENTITIES.get(name);
      if (value === undefined) throw unreadable();
      parts.push(value);
    }
    from = semi + 1;
    amp = raw.indexOf('&', from);
  }
  parts.push(raw.slice(from));
  return parts.join('');
}
