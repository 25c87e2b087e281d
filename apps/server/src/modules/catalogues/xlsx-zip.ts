import { createInflateRaw } from 'node:zlib';

/**
 * The zip container of an .xlsx, read from its central directory: entries are found by name and
 * inflated as a stream, so nothing is expanded that the reader does not ask for, and never more
 * than the reader's byte budget. The sizes the archive declares are not trusted; the bytes that
 * come out of the inflater are counted.
 */

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** Why a file is not a readable .xlsx archive (answered as "not a valid workbook"). */
export class MalformedWorkbookError extends Error {}

/** What the reader was stopped by; the caller words it. */
export class WorkbookLimitError extends Error {
  constructor(readonly limit: 'uncompressed_bytes' | 'cell_length' | 'rows' | 'shared_strings') {
    super(limit);
  }
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const MAX_ENTRIES = 10_000;

function malformed(reason: string): never {
  throw new MalformedWorkbookError(reason);
}

/** The entries of the archive by lower-case name (writers differ in the case of part names). */
export function readZipDirectory(file: Buffer): Map<string, ZipEntry> {
  // The end record is in the last 22 bytes plus a comment of at most 65 535.
  const searchFrom = Math.max(0, file.length - 22 - 0xffff);
  let end = -1;
  for (let at = file.length - 22; at >= searchFrom; at -= 1) {
    if (file.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) malformed('no end of central directory');
  const count = file.readUInt16LE(end + 10);
  const directorySize = file.readUInt32LE(end + 12);
  const directoryOffset = file.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || directoryOffset + directorySize > end) malformed('bad central directory');
  const entries = new Map<string, ZipEntry>();
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || file.readUInt32LE(at) !== CENTRAL_FILE_HEADER) malformed('bad file header');
    const flags = file.readUInt16LE(at + 8);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd + extraLength > end) malformed('bad file header');
    const name = file.toString(flags & 0x0800 ? 'utf8' : 'latin1', at + 46, nameEnd);
    const sizes = zip64Sizes(
      file.subarray(nameEnd, nameEnd + extraLength),
      file.readUInt32LE(at + 24),
      file.readUInt32LE(at + 20),
      file.readUInt32LE(at + 42),
    );
    if (flags & 0x0001) malformed('encrypted entry');
    entries.set(name.toLowerCase(), {
      name,
      method: file.readUInt16LE(at + 10),
      compressedSize: sizes.compressed,
      localHeaderOffset: sizes.offset,
    });
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/** Sizes and offset, from the zip64 extra field where the 32-bit fields are saturated. */
function zip64Sizes(extra: Buffer, uncompressed: number, compressed: number, offset: number) {
  const values = { uncompressed, compressed, offset };
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      for (const key of ['uncompressed', 'compressed', 'offset'] as const) {
        if (values[key] !== 0xffffffff) continue;
        if (field + 8 > at + 4 + size) malformed('bad zip64 field');
        values[key] = Number(extra.readBigUInt64LE(field));
        field += 8;
      }
    }
    at += 4 + size;
  }
  return values;
}

/** The bytes of an entry still compressed, located through its local header. */
function compressedBytes(file: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL_FILE_HEADER) malformed('bad local header');
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  if (start + entry.compressedSize > file.length) malformed('entry beyond the end of the file');
  return file.subarray(start, start + entry.compressedSize);
}

/** How many uncompressed bytes every entry read from one file may still produce. */
export interface ByteBudget {
  remaining: number;
}

/**
 * The uncompressed bytes of an entry, chunk by chunk (16 kB at a time for a deflated one). The
 * budget is charged as the bytes come; past it the inflater is destroyed and the limit thrown.
 */
export async function* entryChunks(
  file: Buffer,
  entry: ZipEntry,
  budget: ByteBudget,
): AsyncGenerator<Buffer> {
  const data = compressedBytes(file, entry);
  const charge = (chunk: Buffer) => {
    budget.remaining -= chunk.length;
    if (budget.remaining < 0) throw new WorkbookLimitError('uncompressed_bytes');
  };
  if (entry.method === STORED) {
    for (let at = 0; at < data.length; at += 16_384) {
      const chunk = data.subarray(at, at + 16_384);
      charge(chunk);
      yield chunk;
    }
    return;
  }
  if (entry.method !== DEFLATED) malformed('unsupported compression');
  const inflater = createInflateRaw();
  inflater.end(data);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      charge(chunk);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof WorkbookLimitError) throw error;
    malformed('corrupt deflate data');
  } finally {
    inflater.destroy();
  }
}
