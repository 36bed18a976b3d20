import { unreadable } from './import-error.js';

/**
 * What the scanner tells its reader. A start tag's attributes are passed as a range of the
 * source, read with `readAttributes` only by the elements that need them; `wantsText` is read
 * before each text run so unwanted text is never decoded.
 */
export interface XmlHandler {
  open(name: string, source: string, attributesStart: number, attributesEnd: number): void;
  close(name: string): void;
  text(value: string): void;
  readonly wantsText: boolean;
}

const SLASH = 47;
const GREATER = 62;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * A small, strict scanner for the XML of an XLSX's parts. It never processes a DTD: any
 * `<!DOCTYPE` or `<!ENTITY` refuses the file, so entity expansion (billion laughs) and external
 * entities (XXE) cannot happen, and only XML's five named entities and character references are
 * decoded. Element names lose their namespace prefix ('x:row' is 'row'). Malformed or truncated
 * XML is refused rather than guessed at. Written for speed: a sheet part may be 100 MB.
 */
export function scanXml(xml: string, handler: XmlHandler): void {
  const n = xml.length;
  let i = 0;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    if (lt === -1) {
      if (handler.wantsText) handler.text(decodeXmlText(xml.slice(i)));
      return;
    }
    if (lt > i && handler.wantsText) handler.text(decodeXmlText(xml.slice(i, lt)));
    const next = xml.charCodeAt(lt + 1);
    if (next === SLASH) {
      const gt = xml.indexOf('>', lt + 2);
      if (gt === -1) throw unreadable();
      let nameEnd = gt;
      while (nameEnd > lt + 2 && isSpace(xml.charCodeAt(nameEnd - 1))) nameEnd--;
      handler.close(readName(xml, lt + 2, nameEnd));
      i = gt + 1;
    } else if (next === 63 /* ? */) {
      const end = xml.indexOf('?>', lt + 2);
      if (end === -1) throw unreadable();
      i = end + 2;
    } else if (next === 33 /* ! */) {
      if (xml.startsWith('<!--', lt)) {
        const end = xml.indexOf('-->', lt + 4);
        if (end === -1) throw unreadable();
        i = end + 3;
      } else if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt + 9);
        if (end === -1) throw unreadable();
        if (handler.wantsText) handler.text(xml.slice(lt + 9, end));
        i = end + 3;
      } else {
        // <!DOCTYPE, <!ENTITY and the like: a workbook never needs them, and they are how XML bombs work.
        throw unreadable();
      }
    } else {
      let nameEnd = lt + 1;
      for (let c = xml.charCodeAt(nameEnd); nameEnd < n && c !== SLASH && c !== GREATER && !isSpace(c);) {
        c = xml.charCodeAt(++nameEnd);
      }
      const gt = findTagEnd(xml, nameEnd);
      const selfClosing = xml.charCodeAt(gt - 1) === SLASH;
      const name = readName(xml, lt + 1, nameEnd);
      handler.open(name, xml, nameEnd, selfClosing ? gt - 1 : gt);
      if (selfClosing) handler.close(name);
      i = gt + 1;
    }
  }
}

/**
 * The '>' that ends a start tag, found by walking its attributes (a quoted value may hold '>');
 * each value's closing quote is found with indexOf, which is what keeps big sheets fast.
 */
function findTagEnd(xml: string, from: number): number {
  const n = xml.length;
  let i = from;
  for (;;) {
    let c = xml.charCodeAt(i);
    while (isSpace(c)) c = xml.charCodeAt(++i);
    if (c === GREATER) return i;
    if (c === SLASH && xml.charCodeAt(i + 1) === GREATER) return i + 1;
    if (i >= n) throw unreadable();
    while (i < n && c !== 61 /* = */ && c !== GREATER && c !== SLASH && !isSpace(c)) c = xml.charCodeAt(++i);
    while (isSpace(c)) c = xml.charCodeAt(++i);
    if (c !== 61) throw unreadable();
    c = xml.charCodeAt(++i);
    while (isSpace(c)) c = xml.charCodeAt(++i);
    if (c !== 34 && c !== 39) throw unreadable();
    const close = xml.indexOf(c === 34 ? '"' : "'", i + 1);
    if (close === -1) throw unreadable();
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
