import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * Statements that ride on a transaction's BEGIN and COMMIT instead of a round trip of their own
 * (issue 15: the server's CPU per write follows the number of statements it sends). Every write
 * request opened its transaction with BEGIN, then marked its Idempotency-Key, and ended it with
 * COMMIT, then a `pg_notify` for the real-time channel: four round trips where two do. Both kinds
 * are fixed texts with their values written in as literals, so they go in the simple protocol's
 * one message with BEGIN or COMMIT (`begin; update ...`, `select pg_notify(...); commit`).
 *
 * A notification sent with COMMIT is also delivered exactly when the change it announces commits:
 * never for a transaction rolled back, never lost to a crash between the commit and the notify.
 */
interface Edges {
  /** The database the transaction runs on (a process may hold several: tests, tools). */
  readonly database: object;
  /** Run right after BEGIN, in its message. */
  readonly opening: readonly string[];
  /** Run right before COMMIT, in its message (queued by `sendAtCommit` during the work). */
  readonly closing: string[];
  /** Whether the connection's BEGIN carried `opening` (false: the caller runs them itself). */
  openingSent: boolean;
}

const currentEdges = new AsyncLocalStorage<Edges>();

/** Runs `transaction` (which sends BEGIN ... COMMIT on one attached connection) with its edges. */
export function withTransactionEdges<T>(
  database: object,
  opening: readonly string[],
  transaction: (edges: Edges) => Promise<T>,
): Promise<T> {
  const edges: Edges = { database, opening, closing: [], openingSent: false };
  return currentEdges.run(edges, () => transaction(edges));
}

/**
 * Queues `statement` (values written in as literals) to run with the COMMIT of the transaction
 * this code runs in on `database`, so it takes effect if and only if the transaction commits.
 * Answers false outside such a transaction: the caller then runs it at once.
 */
export function sendAtCommit(database: object, statement: string): boolean {
  const edges = currentEdges.getStore();
  if (edges?.database !== database) return false;
  edges.closing.push(statement);
  return true;
}

/** Statements of `edges` a connection without `attachTransactionEdges` did not send. */
export function unsentOpening(edges: Edges): readonly string[] {
  return edges.openingSent ? [] : edges.opening;
}

export function unsentClosing(edges: Edges): readonly string[] {
  // An attached connection sends them with COMMIT, which comes after this is asked.
  return edges.openingSent ? [] : edges.closing.splice(0);
}

/**
 * Makes `client` send the current transaction's edges with its BEGIN and COMMIT (drizzle sends
 * both as the bare texts `begin` and `commit`, without parameters, so in the simple protocol,
 * which accepts several statements in one message). If an edge fails, PostgreSQL skips the rest
 * of the message: a failed opening leaves the transaction aborted, a failed closing never
 * commits, and the transaction's owner rolls back.
 */
export function attachTransactionEdges(client: pg.Client | pg.PoolClient): void {
  type Query = (...args: unknown[]) => unknown;
  const query: Query = client.query.bind(client);
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const [config] = args;
    const edges = currentEdges.getStore();
    const text = typeof config === 'object' && config !== null && 'text' in config ? config.text : config;
    if (!edges || (text !== 'begin' && text !== 'commit')) return query(...args);
    let joined: string;
    if (text === 'begin') {
      edges.openingSent = true;
      joined = ['begin', ...edges.opening].join(';\n');
    } else {
      joined = [...edges.closing.splice(0), 'commit'].join(';\n');
    }
    const rewritten = typeof config === 'string' ? joined : { ...(config as object), text: joined };
    return query(rewritten, ...args.slice(1));
  };
}
