import { availableParallelism } from 'node:os';

/**
 * Workers for every Vitest project (projects in one run must agree). Server tests spend much of
 * their time waiting on PostgreSQL: one worker more than the cores keeps the cores busy (Vitest's
 * default is one fewer, a single worker on a 2-core machine).
 */
export const TEST_WORKERS = Math.min(availableParallelism() + 1, 8);
