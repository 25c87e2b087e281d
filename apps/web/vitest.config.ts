import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { TEST_WORKERS } from '../../vitest.workers';

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
