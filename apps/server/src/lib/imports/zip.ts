import { crc32, createInflateRaw } from 'node:zlib';
import { importFileMessages } from '@stowline/domain';
import { ImportError, unreadable } from './import-error.js';

/** The most inflated bytes handed over at once: the window a read holds of a part, whatever the part's size. */
export const INFLATE_CHUNK_BYTES = 64 * 1024;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ZipCaps {
  maxInflatedBytes: number;
  maxZipEntries: number;
}

/**
 * Reads a zip's central directory without inflating anything, then streams entries on request
 * while keeping a budget of inflated bytes for the whole archive. An entry's declared size is
 * checked against the budget before it is inflated, and inflating stops at the declared size, so
 * neither a zip bomb nor a directory that lies about sizes can make us unpack more than the cap;
 * and as entries stream, a read holds a chunk of a part, never the part.
 * Zip64, multi-disk archives and encryption are refused: an XLSX under 10 MB needs none of them.
 */
export class ZipArchive {
  private readonly entries = new Map<string, ZipEntry>();
  private inflated = 0;

  constructor(
    private readonly data: Buffer,
    private readonly caps: ZipCaps,
  ) {
    this.readDirectory();
  }

  /** Entry names in directory order, as written. */
  get names(): string[] {
    return [...this.entries.values()].map((e) => e.name);
  }

  /** Whether the archive holds this part (names compare case-insensitively, as OPC part names do). */
  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  /**
   * Hands the entry's bytes to `onChunk` as they inflate, at most `INFLATE_CHUNK_BYTES` at a time,
   * and checks its size and CRC-32 at the end; false when there is no such entry. Nothing is held:
   * a chunk is inflated when the one before has been taken. The declared size is reserved from the
   * archive's budget before inflating starts, and inflating stops the moment the output passes it,
   * so a lying header costs at most that much work. An error thrown by `onChunk` stops inflating too.
   */
  async stream(name: string, onChunk: (chunk: Buffer) => void): Promise<boolean> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) return false;
    if (entry.flags & 1) throw new ImportError('password-protected', importFileMessages.passwordProtected);
    if (this.inflated + entry.uncompressedSize > this.caps.maxInflatedBytes) {
      throw new ImportError('too-large-unpacked', importFileMessages.tooLargeUnpacked(this.caps.maxInflatedBytes));
    }
    // Reserved before inflating, so reads running side by side share one budget.
    this.inflated += entry.uncompressedSize;
    const start = this.dataStart(entry);
    const raw = this.data.subarray(start, start + entry.compressedSize);
    let size = 0;
    let crc = 0;
    const take = (chunk: Buffer) => {
      size += chunk.length;
      if (size > entry.uncompressedSize) throw unreadable();
      crc = crc32(chunk, crc);
      onChunk(chunk);
    };
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw unreadable();
      for (let at = 0; at < raw.length; at += INFLATE_CHUNK_BYTES) take(raw.subarray(at, at + INFLATE_CHUNK_BYTES));
    } else if (entry.method === 8) {
      if (entry.uncompressedSize > 0) await inflateInChunks(raw, take);
    } else {
      throw unreadable();
    }
    if (size !== entry.uncompressedSize || crc !== entry.crc) throw unreadable();
    return true;
  }

  private readDirectory(): void {
    const data = this.data;
    const eocd = findEndOfCentralDirectory(data);
    if (eocd === -1) throw unreadable();
    const diskNumber = data.readUInt16LE(eocd + 4);
    const directoryDisk = data.readUInt16LE(eocd + 6);
    const entriesOnDisk = data.readUInt16LE(eocd + 8);
    const totalEntries = data.readUInt16LE(eocd + 10);
    const directorySize = data.readUInt32LE(eocd + 12);
    const directoryOffset = data.readUInt32LE(eocd + 16);
    if (diskNumber !== 0 || directoryDisk !== 0 || entriesOnDisk !== totalEntries) throw unreadable();
    if (totalEntries === 0xffff || directoryOffset === ZIP64_MARK || directorySize === ZIP64_MARK) throw unreadable();
    if (totalEntries > this.caps.maxZipEntries) throw unreadable();
    if (directoryOffset + directorySize > eocd) throw unreadable();

    let at = directoryOffset;
    for (let k = 0; k < totalEntries; k++) {
      if (at + 46 > eocd || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw unreadable();
      const flags = data.readUInt16LE(at + 8);
      const nameLength = data.readUInt16LE(at + 28);
      const extraLength = data.readUInt16LE(at + 30);
      const commentLength = data.readUInt16LE(at + 32);
      const nameEnd = at + 46 + nameLength;
      if (nameEnd > eocd) throw unreadable();
      const name = data.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, nameEnd).replace(/\\/g, '/');
      const entry: ZipEntry = {
        name,
        method: data.readUInt16LE(at + 10),
        flags,
        crc: data.readUInt32LE(at + 16),
        compressedSize: data.readUInt32LE(at + 20),
        uncompressedSize: data.readUInt32LE(at + 24),
        localHeaderOffset: data.readUInt32LE(at + 42),
      };
      if (entry.compressedSize === ZIP64_MARK || entry.uncompressedSize === ZIP64_MARK) throw unreadable();
      if (entry.localHeaderOffset === ZIP64_MARK || entry.localHeaderOffset >= directoryOffset) throw unreadable();
      const key = name.toLowerCase();
      // Two entries of one name let two readers see two different files: refuse rather than pick.
      if (this.entries.has(key)) throw unreadable();
      this.entries.set(key, entry);
      at = nameEnd + extraLength + commentLength;
    }
  }

  private dataStart(entry: ZipEntry): number {
    const data = this.data;
    const at = entry.localHeaderOffset;
    if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) throw unreadable();
    const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
    if (start + entry.compressedSize > data.length) throw unreadable();
    return start;
  }
}

/** The end-of-central-directory record: the last 22 bytes, or up to 64 KB earlier when the zip has a comment. */
function findEndOfCentralDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= lowest; at--) {
    if (data.readUInt32LE(at) === EOCD_SIGNATURE && at + 22 + data.readUInt16LE(at + 20) <= data.length) return at;
  }
  return -1;
}

/**
 * Inflates raw deflate data through a zlib stream, one chunk at a time: the stream inflates the
 * next chunk only when the one before has been taken, so memory stays at a chunk or two. An error
 * of `take` ends the stream and is thrown as it is; broken deflate data is unreadable.
 */
async function inflateInChunks(raw: Buffer, take: (chunk: Buffer) => void): Promise<void> {
  const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
  inflater.end(raw);
  let taking = false;
  try {
    for await (const chunk of inflater) {
      taking = true;
      take(chunk as Buffer);
      taking = false;
    }
  } catch (error) {
    if (taking) throw error;
    throw unreadable();
  } finally {
    inflater.destroy();
  }
}
