import type pg from 'pg';

/**
 * Server-side prepared statements for the statements the app sends again and again (decision 0036).
 * Every statement with parameters goes out as the extended protocol's unnamed statement, which
 * PostgreSQL parses, analyses and plans anew each time: measured under the goods-issue benchmark,
 * that was nearly half of PostgreSQL's CPU. A text seen `threshold` times is given a name instead:
 * each connection then parses it once, and PostgreSQL keeps its plan (a generic plan once it is no
 * costlier than the custom ones, `plan_cache_mode`). Named statements are bounded (`limit` texts
 * per process, so per connection): texts built with a varying number of parameters (lists of ids)
 * stay unnamed once the budget is spent, as do the rare ones.
 */
export class RepeatedStatements {
  private readonly seen = new Map<string, number>();
  private readonly names = new Map<string, string>();

  constructor(
    private readonly threshold = 3,
    private readonly limit = 200,
    /** Texts counted at most; the counts start again beyond it (the texts seen once add up). */
    private readonly counted = 1_000,
  ) {}

  /** The name to prepare `text` under, or undefined to send it unnamed. */
  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.names.size >= this.limit) return known;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < this.threshold) {
      if (this.seen.size >= this.counted) this.seen.clear();
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    const name = `kho_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }

  /** How many texts are prepared (tests, diagnostics). */
  preparedCount(): number {
    return this.names.size;
  }

  /**
   * Makes `client` send repeated statements named. Only statements with parameters: they use the
   * extended protocol already, whereas a text without parameters may hold several statements (a
   * migration), which only the simple protocol accepts.
   */
  attach(client: pg.Client | pg.PoolClient): void {
    type Query = (...args: unknown[]) => unknown;
    // The class's own method, looked up at each call (a wrapper installed on it later still applies).
    const query: Query = (...args) =>
      (Object.getPrototypeOf(client) as { query: Query }).query.apply(client, args);
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const [config, values] = args;
      if (typeof config !== 'object' || config === null || !('text' in config) || 'submit' in config)
        return query(...args);
      const statement = config as pg.QueryConfig;
      const parameters = Array.isArray(values) ? values : statement.values;
      if (statement.name || !parameters || parameters.length === 0) return query(...args);
      const name = this.nameFor(statement.text);
      return name ? query({ ...statement, name }, ...args.slice(1)) : query(...args);
    };
  }
}
