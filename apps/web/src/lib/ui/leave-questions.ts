/**
 * Questions screens ask before their unsaved work is left behind by something that is not a
 * navigation of the router, such as signing out: the session must not end until the user agrees,
 * or a user who chose to stay would be left on an edit they can no longer save. (Navigations are
 * asked about by the router's own blockers.)
 */
export type LeaveQuestion = () => Promise<boolean>;

const questions = new Set<LeaveQuestion>();

/** Registers a screen's question while it has unsaved work; the answer removes it. */
export function registerLeaveQuestion(question: LeaveQuestion): () => void {
  questions.add(question);
  return () => {
    questions.delete(question);
  };
}

/** A promise still running, shared by whoever asks for the same work meanwhile. */
export interface PendingSlot<T> {
  current: Promise<T> | null;
}

/**
 * `run()` unless the slot holds one still running, whose promise is then shared: a second way out
 * asked for while the first one's save or question is open (a second click) gets the same answer
 * instead of asking the screen again over its own open question. The slot empties once settled.
 */
export function sharedWhilePending<T>(slot: PendingSlot<T>, run: () => Promise<T>): Promise<T> {
  if (slot.current) return slot.current;
  const running = run();
  slot.current = running;
  const done = () => {
    if (slot.current === running) slot.current = null;
  };
  running.then(done, done);
  return running;
}

const asking: PendingSlot<boolean> = { current: null };

/**
 * Asks each registered question in turn: true when every screen agrees to be left (or none asks).
 * Signing out again while the questions are open shares the open answer (`sharedWhilePending`).
 */
export function confirmLeaving(): Promise<boolean> {
  return sharedWhilePending(asking, async () => {
    for (const question of [...questions]) {
      if (!(await question())) return false;
    }
    return true;
  });
}
