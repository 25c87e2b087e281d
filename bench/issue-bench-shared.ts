/** What the API clients and the pg floor of the issue-throughput benchmark share. */
import { performance } from 'node:perf_hooks';

export const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
export const WARM_UP_SECONDS = 3;

export interface Scenario {
  baseUrl: string;
  token: string;
  organisationId: string;
  warehouseId: string;
  goodsIds: string[];
}

export interface RunResult {
  /** Completed issues inside the timed window, and their latencies in ms. */
  issues: number;
  /** Issues completed at any time (warm-up included). */
  allIssues: number;
  latencies: number[];
  steps: { create: number[]; submit: number[]; approve: number[] };
  errors: string[];
  seconds: number;
}

/** Two different goods, 1 to 10 units each: the lines of one issue. */
export function issueLines(goodsIds: string[]) {
  const first = Math.floor(Math.random() * goodsIds.length);
  const second = (first + 1 + Math.floor(Math.random() * (goodsIds.length - 1))) % goodsIds.length;
  return [first, second].map((i) => ({
    hang_hoa_id: goodsIds[i]!,
    so_luong: 1 + Math.floor(Math.random() * 10),
  }));
}

/**
 * Runs `clients` loops of `one()` for warm-up + timed seconds; only issues that start and end in the
 * timed window count.
 */
export async function drive(
  clients: number,
  one: () => Promise<{ create: number; submit: number; approve: number }>,
): Promise<RunResult> {
  const start = performance.now();
  const timedFrom = start + WARM_UP_SECONDS * 1000;
  const timedTo = timedFrom + SECONDS * 1000;
  const result: RunResult = {
    issues: 0,
    allIssues: 0,
    latencies: [],
    steps: { create: [], submit: [], approve: [] },
    errors: [],
    seconds: SECONDS,
  };
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < timedTo) {
        const t0 = performance.now();
        try {
          const steps = await one();
          const t1 = performance.now();
          result.allIssues += 1;
          if (t0 >= timedFrom && t1 <= timedTo) {
            result.issues += 1;
            result.latencies.push(t1 - t0);
            result.steps.create.push(steps.create);
            result.steps.submit.push(steps.submit);
            result.steps.approve.push(steps.approve);
          }
        } catch (error) {
          result.errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  return result;
}
