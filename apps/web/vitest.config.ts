import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { TEST_WORKERS } from '../../vitest.workers';

// The browser's zone in the web tests, whatever the machine's: tests of the hospital's day
// (Asia/Ho_Chi_Minh) need a browser on another calendar around midnight to mean anything.
process.env.TZ = 'UTC';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    pool: 'vmThreads',
    maxWorkers: TEST_WORKERS,
  },
});
