/**
 * The throughput benches' API client: POSTs as the web app does (bearer token, Idempotency-Key,
 * compressed answers accepted) and answers the envelope's `data`.
 *
 * The clients share the benchmark machine with the server and PostgreSQL, so whatever they spend
 * is taken from the server under test; a real hospital's browsers run elsewhere. They use
 * `node:http` with kept-alive connections, which costs about half the CPU per call of `fetch`
 * (undici) on the same requests (docs/performance.md). `BENCH_HTTP_CLIENT=fetch` measures with
 * `fetch` instead, for comparison.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const USE_FETCH = process.env.BENCH_HTTP_CLIENT === 'fetch';
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

interface Answer {
  status: number;
  text: string;
}

function headers(token: string): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'accept-language': 'vi',
    'idempotency-key': randomUUID(),
  };
}

function decoded(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

function postOnNodeHttp(target: string, token: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers(token),
          'content-length': String(Buffer.byteLength(body)),
          // What fetch and the browsers send: the server compresses as it does for them.
          'accept-encoding': 'br, gzip',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const text = decoded(Buffer.concat(chunks), response.headers['content-encoding']);
            resolve({ status: response.statusCode ?? 0, text });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function postOnFetch(target: string, token: string, body: string): Promise<Answer> {
  const response = await fetch(target, { method: 'POST', headers: headers(token), body });
  return { status: response.status, text: await response.text() };
}

/** POSTs `body` to the API; answers `data` or throws with the answer. */
export async function post<T>(baseUrl: string, token: string, url: string, body: unknown): Promise<T> {
  const send = USE_FETCH ? postOnFetch : postOnNodeHttp;
  const { status, text } = await send(`${baseUrl}${url}`, token, JSON.stringify(body));
  if (status < 200 || status >= 300) throw new Error(`${status} ${url.split('/')[4]}: ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { data: T }).data;
}
