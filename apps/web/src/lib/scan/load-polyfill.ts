import type { DetectorClass } from './barcode-reader';

/**
 * The ZXing WebAssembly polyfill with its .wasm served by the app (a hashed asset of the build),
 * never the CDN the package names by default: hospital networks block CDNs and the CSP allows
 * only the app's own origin. Imported only by the camera dialog, itself loaded on demand.
 */
export async function loadBundledPolyfill(): Promise<DetectorClass> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  return BarcodeDetector as unknown as DetectorClass;
}
