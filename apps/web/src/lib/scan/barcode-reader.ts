/**
 * Reads barcodes from camera frames. The platform's BarcodeDetector is used where it reads GS1
 * DataMatrix (Android Chrome, Safari on recent iOS and macOS); elsewhere the ZXing WebAssembly
 * polyfill, fetched from the app itself only when the camera opens (decision 0025). What it
 * returns is the raw text of each code, handed to the same parser as the keyboard-wedge field.
 */

/** The symbologies on medicine packs: GS1 DataMatrix, EAN/UPC, GS1-128 (Code 128). */
export const SCAN_FORMATS = ['data_matrix', 'ean_13', 'ean_8', 'upc_a', 'code_128'] as const;

export interface DetectedCode {
  rawValue: string;
}

export interface Detector {
  detect(source: ImageBitmapSource): Promise<DetectedCode[]>;
}

export interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

export interface CodeReader {
  /** Which engine reads: the platform's or the bundled WebAssembly one. */
  engine: 'native' | 'wasm';
  read(source: ImageBitmapSource): Promise<string[]>;
}

/** The platform's detector when it knows DataMatrix; null otherwise (or when asking fails). */
export async function nativeDetector(scope: {
  BarcodeDetector?: DetectorClass;
}): Promise<DetectorClass | null> {
  const candidate = scope.BarcodeDetector;
  if (!candidate) return null;
  try {
    const formats = await candidate.getSupportedFormats();
    return formats.includes('data_matrix') ? candidate : null;
  } catch {
    return null;
  }
}

/**
 * A reader over the native detector or, failing that, the one `loadFallback` gives (in the app the
 * bundled polyfill, in Node tests the same polyfill over the wasm file read from disk).
 */
export async function createCodeReader(
  loadFallback: () => Promise<DetectorClass>,
  scope: { BarcodeDetector?: DetectorClass } = globalThis as { BarcodeDetector?: DetectorClass },
): Promise<CodeReader> {
  const native = await nativeDetector(scope);
  const Engine = native ?? (await loadFallback());
  const supported = new Set(await Engine.getSupportedFormats());
  const detector = new Engine({ formats: SCAN_FORMATS.filter((format) => supported.has(format)) });
  return {
    engine: native ? 'native' : 'wasm',
    async read(source) {
      const codes = await detector.detect(source);
      return codes.map((code) => code.rawValue).filter((value) => value.length > 0);
    },
  };
}
