/** Bytes of the request body sent so far, and the total (0 when the browser cannot tell). */
export type UploadProgress = (loaded: number, total: number) => void;

export interface XhrResult {
  status: number;
  ok: boolean;
  text: string;
}

/**
 * One request through XMLHttpRequest, used instead of fetch only when the caller wants upload
 * progress (fetch has no upload progress events). Same contract as fetch for the API client:
 * resolves with the status and the body text, rejects on a network failure or an abort.
 */
export function sendWithXhr(
  url: string,
  init: RequestInit,
  signal: AbortSignal,
  onProgress: UploadProgress,
): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () =>
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    const abort = () => xhr.abort();
    xhr.onabort = () =>
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal.removeEventListener('abort', abort);
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
