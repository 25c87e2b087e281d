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

let asking: Promise<boolean> | null = null;

/**
 * Asks each registered question in turn: true when every screen agrees to be left (or none asks).
 * A second call while the questions are open (sign-out clicked again) shares the first one's
 * answer instead of asking a screen twice over its own open question.
 */
export function confirmLeaving(): Promise<boolean> {
  if (asking) return asking;
  const answer = (async () => {
    for (const question of [...questions]) {
      if (!(await question())) return false;
    }
    return true;
  })();
  asking = answer;
  const done = () => {
    if (asking === answer) asking = null;
  };
  answer.then(done, done);
  return answer;
}
