// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gtinLookupCodes, parseScan } from '@kho/contracts';
import bwipjs from 'bwip-js/node';
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeReader, type CodeReader, type DetectorClass } from './barcode-reader';

// The polyfill builds a DOMRectReadOnly for each code's box; Node has none.
class Rect {
  constructor(
    readonly x: number,
    readonly y: number,
    readonly width: number,
    readonly height: number,
  ) {}
}

/** The same polyfill the app loads, over the .wasm the build serves, read from disk. */
async function loadFromDisk(): Promise<DetectorClass> {
  const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const wasmBinary = (await readFile(wasmPath)).buffer;
  await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  return BarcodeDetector as unknown as DetectorClass;
}

async function image(bcid: string, text: string): Promise<Blob> {
  // A printed label: white ground and a quiet zone around the symbol, as a reader needs.
  const png = await bwipjs.toBuffer({
    bcid,
    text,
    scale: 3,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  });
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

describe('camera code reader on generated images', () => {
  let reader: CodeReader;
  beforeAll(async () => {
    (globalThis as { DOMRectReadOnly?: unknown }).DOMRectReadOnly ??= Rect;
    reader = await createCodeReader(loadFromDisk, {});
  });

  it('reads a GS1 DataMatrix into GTIN, expiry, lot and serial through the scan parser', async () => {
    const [raw] = await reader.read(
      await image('gs1datamatrix', '(01)08935001234562(17)271130(10)LOT-A12(21)SN0001'),
    );
    expect(reader.engine).toBe('wasm');
    expect(parseScan(raw ?? '')).toEqual({
      kind: 'gs1',
      data: { gtin: '08935001234562', han_dung: '2027-11-30', so_lo: 'LOT-A12', serial: 'SN0001' },
    });
  });

  it('reads a GS1 DataMatrix whose lot comes before the expiry (a separator after the lot)', async () => {
    const [raw] = await reader.read(await image('gs1datamatrix', '(01)08935001234562(10)B7(17)260200'));
    expect(parseScan(raw ?? '')).toEqual({
      kind: 'gs1',
      data: { gtin: '08935001234562', so_lo: 'B7', han_dung: '2026-02-28' },
    });
  });

  it('reads a GS1-128 label the same way', async () => {
    const [raw] = await reader.read(await image('gs1-128', '(01)08935001234562(17)280615(10)X9Y'));
    expect(parseScan(raw ?? '')).toEqual({
      kind: 'gs1',
      data: { gtin: '08935001234562', han_dung: '2028-06-15', so_lo: 'X9Y' },
    });
  });

  it('reads an EAN-13 as a plain barcode, the code the goods is looked up by', async () => {
    const [raw] = await reader.read(await image('ean13', '893500123456'));
    const scanned = parseScan(raw ?? '');
    expect(scanned).toEqual({ kind: 'barcode', code: '8935001234562' });
    // The same goods as the DataMatrix's GTIN in its 13-digit form.
    expect(gtinLookupCodes('08935001234562')).toContain('8935001234562');
  });

  it('ignores symbologies that are not on medicine packs (a QR code)', async () => {
    expect(await reader.read(await image('qrcode', 'https://example.org/8935001234562'))).toEqual([]);
  });
});

describe('choosing the engine', () => {
  const nativeWith = (formats: string[]) =>
    class {
      static getSupportedFormats = () => Promise.resolve(formats);
      constructor(readonly options: { formats: string[] }) {}
      detect = () => Promise.resolve([{ rawValue: 'native' }]);
    } as unknown as DetectorClass;
  const fallback = nativeWith(['data_matrix', 'ean_13', 'code_128']);

  it("uses the platform's BarcodeDetector when it reads DataMatrix", async () => {
    const reader = await createCodeReader(() => Promise.resolve(fallback), {
      BarcodeDetector: nativeWith(['qr_code', 'data_matrix', 'ean_13']),
    });
    expect(reader.engine).toBe('native');
  });

  it('loads the WebAssembly reader where the platform has none, or one without DataMatrix', async () => {
    for (const scope of [{}, { BarcodeDetector: nativeWith(['qr_code', 'ean_13']) }]) {
      const reader = await createCodeReader(() => Promise.resolve(fallback), scope);
      expect(reader.engine).toBe('wasm');
    }
  });
});
