import { randomFillSync } from 'node:crypto';

/*
 * UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then a 32-bit counter spread over `rand_a` and
 * the start of `rand_b` (the version and variant bits between), then random bits. The counter
 * starts at a random value each millisecond and counts up within it, so ids made by one process
 * sort in the order they were made. Random bytes are drawn 4 kB at a time: asking the system for
 * 16 bytes per id cost 5-6 µs each, 15-18 ms of a 1 000-line approval's 3 000 ids.
 */

const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolOffset = POOL_BYTES;

function randomBytes(count: number): number {
  if (poolOffset + count > POOL_BYTES) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const start = poolOffset;
  poolOffset += count;
  return start;
}

let lastMs = -1;
let counter = 0;

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Application-made, time-ordered ids (architecture.md: UUIDv7). */
export function newId(now = Date.now()): string {
  const at = randomBytes(10);
  if (now > lastMs) {
    lastMs = now;
    // 31 random bits: room to count up within the millisecond.
    counter = pool.readUInt32BE(at) >>> 1;
  } else {
    counter = (counter + 1) >>> 0;
    // Past 2^32 ids in one millisecond, borrow the next millisecond (as RFC 9562 allows).
    if (counter === 0) lastMs++;
  }
  const ms = lastMs;
  const high = Math.floor(ms / 2 ** 32);
  return (
    HEX[(high >>> 8) & 0xff]! +
    HEX[high & 0xff]! +
    HEX[(ms >>> 24) & 0xff]! +
    HEX[(ms >>> 16) & 0xff]! +
    '-' +
    HEX[(ms >>> 8) & 0xff]! +
    HEX[ms & 0xff]! +
    '-' +
    HEX[0x70 | ((counter >>> 28) & 0x0f)]! +
    HEX[(counter >>> 20) & 0xff]! +
    '-' +
    HEX[0x80 | ((counter >>> 14) & 0x3f)]! +
    HEX[(counter >>> 6) & 0xff]! +
    '-' +
    HEX[((counter << 2) & 0xff) | (pool[at + 4]! & 0x03)]! +
    HEX[pool[at + 5]!]! +
    HEX[pool[at + 6]!]! +
    HEX[pool[at + 7]!]! +
    HEX[pool[at + 8]!]! +
    HEX[pool[at + 9]!]!
  );
}
