/**
 * The CPU a throughput run costs per unit of work, read from /proc (Linux): the bench process's
 * main thread, the API clients' worker, its other threads, and PostgreSQL's processes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { RunResult } from './throughput-kit';

/** CPU time (ms) of this process's main thread and of each PostgreSQL process but autovacuum, from /proc (Linux). */
function cpuNow(): { main: number; postgres: Map<string, number> } {
  const ticks = (stat: string) => {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ is 100 on Linux
  };
  const postgres = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Autovacuum runs when it runs: counted, it lands on whichever run it happens to overlap.
      if (!stat.includes('(postgres)')) continue;
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('autovacuum')) continue;
      postgres.set(pid, ticks(stat));
    } catch {
      // the process ended meanwhile
    }
  }
  return { main: ticks(readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')), postgres };
}

/**
 * The CPU `run` costs per unit it completed: this process's main thread (the in-process server, or
 * the floor's clients) and PostgreSQL's processes alive at the end (a backend that ended during the
 * run takes its counts with it: keep the connections open until `run` ends). Unlike the rates,
 * these barely move with the machine's other load, so builds compare on them.
 */
export async function measureCpu(run: () => Promise<RunResult>): Promise<RunResult & { cpu: CpuPerUnit }> {
  const before = cpuNow();
  const processBefore = process.cpuUsage();
  const result = await run();
  const processUsed = process.cpuUsage(processBefore);
  const after = cpuNow();
  const units = Math.max(result.allCount, 1);
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  const wholeProcess = (processUsed.user + processUsed.system) / 1000;
  return {
    ...result,
    cpu: {
      node: (after.main - before.main) / units,
      clients: (result.clientsThreadCpu?.running ?? 0) / units,
      otherThreads:
        Math.max(wholeProcess - (after.main - before.main) - (result.clientsThreadCpu?.whole ?? 0), 0) /
        units,
      postgres: postgres / units,
    },
  };
}

export interface CpuPerUnit {
  /** ms of the main thread per unit: the server's (API) or the floor clients'. */
  node: number;
  /** ms of the API clients' worker thread per unit (HTTP, JSON); 0 when the clients run in the main thread. */
  clients: number;
  /**
   * ms of this process's remaining threads per unit: V8's helpers (garbage collection, compiling)
   * and libuv's pool (compression), which share the machine's cores with the server and PostgreSQL.
   */
  otherThreads: number;
  /** ms of PostgreSQL's processes per unit. */
  postgres: number;
}
