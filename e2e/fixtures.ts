import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

export interface ServerOptions {
  /** One server per parallel worker (own port, own data folder), so workers never share data. */
  workerServers: string[];
}

/** The Playwright test whose baseURL is the server of the worker running it, when the project has several. */
export const test = base.extend<ServerOptions>({
  workerServers: [[], { option: true }],
  baseURL: async ({ baseURL, workerServers }, use, testInfo) => {
    await use(workerServers[testInfo.parallelIndex] ?? baseURL);
  },
  // Every browser starts as one that chose Vietnamese: a worker's server keeps the language a test
  // stored on an account, and a browser with no choice of its own would take it at login. A test
  // of a new device removes the cookie.
  context: async ({ context, baseURL }, use) => {
    if (baseURL) await context.addCookies([{ name: 'locale', value: 'vi', url: baseURL }]);
    await use(context);
  },
});
