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

/** Asks each registered question in turn: true when every screen agrees to be left (or none asks). */
export async function confirmLeaving(): Promise<boolean> {
  for (const question of [...questions]) {
    if (!(await question())) return false;
  }
  return true;
}
