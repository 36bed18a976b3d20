/** Characters joined into one block of the table before a new block starts. */
const BLOCK_CHARS = 64 * 1024;

/**
 * A workbook's shared strings, packed: their text is joined into blocks of about 64K characters,
 * each string's block and start kept in typed arrays, and a string is made only when a cell
 * points at it (then kept, so cells that show the same text share it). One string object per
 * entry cost about 40 bytes beyond its text, so a shared-strings part of millions of short
 * entries took more memory than the part; packed, the table costs its text and 8 bytes an entry,
 * plus the strings the rows keep.
 */
export class SharedStrings {
  private readonly blocks: string[] = [];
  private pieces: string[] = [];
  private pieceChars = 0;
  private blockOf = new Uint32Array(1024);
  private startOf = new Uint32Array(1024);
  private readonly made = new Map<number, string>();
  private size = 0;

  /** How many strings the table holds. */
  get count(): number {
    return this.size;
  }

  /** Adds the next string (they are numbered in the order added). */
  add(text: string): void {
    if (this.size === this.blockOf.length) {
      this.blockOf = grow(this.blockOf);
      this.startOf = grow(this.startOf);
    }
    this.blockOf[this.size] = this.blocks.length;
    this.startOf[this.size] = this.pieceChars;
    this.size += 1;
    this.pieces.push(text);
    this.pieceChars += text.length;
    if (this.pieceChars >= BLOCK_CHARS) this.closeBlock();
  }

  /** The string at `index`, or undefined when there is none. */
  get(index: number): string | undefined {
    if (!(index >= 0 && index < this.size)) return undefined;
    let text = this.made.get(index);
    if (text === undefined) {
      if (this.pieces.length > 0) this.closeBlock();
      const block = this.blocks[this.blockOf[index]!]!;
      const next = index + 1;
      const end = next < this.size && this.blockOf[next] === this.blockOf[index] ? this.startOf[next]! : block.length;
      text = block.slice(this.startOf[index], end);
      this.made.set(index, text);
    }
    return text;
  }

  private closeBlock(): void {
    this.blocks.push(this.pieces.join(''));
    this.pieces = [];
    this.pieceChars = 0;
  }
}

function grow(array: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer> {
  const bigger = new Uint32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
