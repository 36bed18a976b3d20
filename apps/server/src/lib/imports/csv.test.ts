import { describe, expect, it } from 'vitest';
import { detectDelimiter, iterateDelimitedRows, splitPastedLine, toSafeCsv } from './csv.js';
import { ImportError } from './import-error.js';

const parse = (text: string, delimiter = ',') => [...iterateDelimitedRows(text, delimiter)];

describe('delimited text (RFC 4180)', () => {
  it.each([
    [
      'plain rows',
      'a,b\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'CRLF line ends',
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'lone CR line ends (Excel for Mac)',
      'a,b\rc,d\r',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['quoted commas', '"a,1",b', [['a,1', 'b']]],
    ['doubled quotes', '"say ""hi""",x', [['say "hi"', 'x']]],
    [
      'quoted line breaks',
      '"line 1\r\nline 2",x\ny,z',
      [
        ['line 1\r\nline 2', 'x'],
        ['y', 'z'],
      ],
    ],
    ['empty fields', ',a,,', [['', 'a', '', '']]],
    ['an empty quoted field', '"",a', [['', 'a']]],
    ['a quote inside an unquoted field', 'ab"c,d', [['ab"c', 'd']]],
    ['text after a closing quote', '"ab"c,d', [['abc', 'd']]],
    ['blank lines', 'a\n\nb', [['a'], [''], ['b']]],
    ['a formula as data', '=1+2,=HYPERLINK("x")', [['=1+2', '=HYPERLINK("x")']]],
  ])('reads %s', (_, text, rows) => expect(parse(text)).toEqual(rows));

  it('reads tab-separated text', () => expect(parse('a\tb,c\n', '\t')).toEqual([['a', 'b,c']]));

  it('refuses a quote that is never closed, naming the line it starts on', () => {
    const run = () => parse('h1,h2\n"multi\nline",ok\nx,"never closed\nmore');
    expect(run).toThrow(ImportError);
    expect(run).toThrow('The file could not be read: the quoted value that starts on row 4 is never closed');
  });

  it.each([
    ['SellerSKU,Quantity', ','],
    ['SellerSKU\tQuantity', '\t'],
    ['SellerSKU;Quantity;Note,with comma', ';'],
    ['SellerSKU', ','],
  ])('detects the delimiter of %j', (line, delimiter) => expect(detectDelimiter(`${line}\nx`)).toBe(delimiter));
});

describe('pasted lines', () => {
  it.each([
    ['cells copied from a spreadsheet keep empty cells', 'SKU 1\t\t12', ['SKU 1', '', '12']],
    ['comma-separated values', 'SKU-1, 3, 12', ['SKU-1', ' 3', ' 12']],
    ['quoted CSV values', '"SKU,1",3', ['SKU,1', '3']],
    ['whitespace-separated values', '  SKU-1   3  12 ', ['SKU-1', '3', '12']],
  ])('splits %s', (_, line, cells) => expect(splitPastedLine(line)).toEqual(cells));
});

describe('safe CSV for error exports', () => {
  it('starts with a BOM, quotes text, leaves numbers and ends lines with CRLF', () => {
    expect(
      toSafeCsv([
        ['Row', 'SKU', 'Reason'],
        [3, 'A,1', 'say "x"'],
        [4, null, ''],
      ]),
    ).toBe('\uFEFF"Row","SKU","Reason"\r\n3,"A,1","say ""x"""\r\n4,,""\r\n');
  });

  it.each([
    ['=1+2', '"\'=1+2"'],
    ['+1+2', '"\'+1+2"'],
    ['-1+2', '"\'-1+2"'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
    ['\t=cmd', '"\'\t=cmd"'],
    ['\r=cmd', '"\'\r=cmd"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['A=1', '"A=1"'],
    [' =1', '" =1"'],
  ])('neutralises %j', (cell, written) => {
    expect(toSafeCsv([[cell]])).toBe(`\uFEFF${written}\r\n`);
  });

  it('writes numbers as numbers, even negative ones, and nothing for NaN', () => {
    expect(toSafeCsv([[-5, 1.5, Number.NaN]])).toBe('\uFEFF-5,1.5,\r\n');
  });

  it('survives a round trip through the reader', () => {
    const rows = [['a\r\nb', 'c"d', 'e,f']];
    const csv = toSafeCsv(rows).slice(1);
    expect(parse(csv)).toEqual(rows);
  });
});
