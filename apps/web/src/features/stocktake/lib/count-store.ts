import type { StocktakeLine } from '@kho/contracts';
import { countProblem, type CountValue } from './variance';

/** One changed line as the save call takes it (`luu-so-dem`). */
export interface CountChange extends CountValue {
  id: string;
}

/** What was sent in one save: each line with the revision of its edit at that moment. */
export type SentRevisions = ReadonlyMap<string, number>;

function sameCount(a: CountValue, b: CountValue): boolean {
  return (
    a.so_luong_thuc_te === b.so_luong_thuc_te &&
    a.so_luong_hong === b.so_luong_hong &&
    (a.ghi_chu ?? '') === (b.ghi_chu ?? '')
  );
}

export function countOfLine(line: StocktakeLine): CountValue {
  return {
    so_luong_thuc_te: line.so_luong_thuc_te,
    so_luong_hong: line.so_luong_hong,
    ghi_chu: line.ghi_chu,
  };
}

/**
 * The counts on screen: what the server has (`base`) and what the counter typed since (`edits`).
 * It lives outside React so a keystroke re-renders only the row typed in and the totals, never
 * the 1 000 lines. An edit leaves the store only when a save that carried exactly that edit
 * succeeded: a count typed while the save was on its way stays pending, and a reload of the
 * stocktake (a conflict, a refresh) keeps every edit not saved yet. Nothing typed is lost.
 */
export class CountStore {
  private base = new Map<string, CountValue>();
  private edits = new Map<string, { value: CountValue; rev: number }>();
  private rev = 0;
  /** Changes on every change of what `value` answers: the snapshot of totals and dirty state. */
  private stamp = 0;
  /** Changes only when the server's side changes (a load, a save): what the printed minutes follow. */
  private savedStamp = 0;
  private readonly listeners = new Set<() => void>();

  /** Takes the server's lines (first load or reload); edits the server now agrees with are dropped. */
  load(lines: readonly StocktakeLine[]): void {
    this.base = new Map(lines.map((line) => [line.id, countOfLine(line)]));
    for (const [id, edit] of this.edits) {
      const base = this.base.get(id);
      if (!base || sameCount(base, edit.value)) this.edits.delete(id);
    }
    this.savedStamp += 1;
    this.changed();
  }

  value(id: string): CountValue | undefined {
    return this.edits.get(id)?.value ?? this.base.get(id);
  }

  set(id: string, patch: Partial<CountValue>): void {
    const current = this.value(id);
    const base = this.base.get(id);
    if (!current || !base) return;
    const value = { ...current, ...patch };
    if (sameCount(value, base)) this.edits.delete(id);
    else this.edits.set(id, { value, rev: ++this.rev });
    this.changed();
  }

  isEdited(id: string): boolean {
    return this.edits.has(id);
  }

  get pendingCount(): number {
    return this.edits.size;
  }

  /** Edited lines that the contract would refuse as typed (damaged over the count). */
  invalidIds(): string[] {
    return [...this.edits].filter(([, e]) => countProblem(e.value) !== null).map(([id]) => id);
  }

  /** The valid edits to send, and their revisions to acknowledge when the save succeeds. */
  pending(limit = Infinity): { changes: CountChange[]; sent: SentRevisions } {
    const changes: CountChange[] = [];
    const sent = new Map<string, number>();
    for (const [id, edit] of this.edits) {
      if (changes.length >= limit) break;
      if (countProblem(edit.value) !== null) continue;
      changes.push({ id, ...edit.value });
      sent.set(id, edit.rev);
    }
    return { changes, sent };
  }

  /** A save succeeded: the lines it carried are now the server's, unless typed again meanwhile. */
  acknowledge(sent: SentRevisions): void {
    for (const [id, rev] of sent) {
      const edit = this.edits.get(id);
      if (!edit) continue;
      if (edit.rev === rev) {
        this.base.set(id, edit.value);
        this.edits.delete(id);
      }
    }
    this.savedStamp += 1;
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): number => this.stamp;

  savedSnapshot = (): number => this.savedStamp;

  private changed() {
    this.stamp += 1;
    for (const listener of this.listeners) listener();
  }
}
