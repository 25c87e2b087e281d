import { afterEach, describe, expect, it } from 'vitest';
import { confirmLeaving, registerLeaveQuestion } from './leave-questions';

describe('leave questions', () => {
  const removals: Array<() => void> = [];
  afterEach(() => removals.splice(0).forEach((remove) => remove()));

  it('lets the user leave when no screen has unsaved work', async () => {
    expect(await confirmLeaving()).toBe(true);
  });

  it('asks every screen in turn and stops at the first that wants to stay', async () => {
    const asked: string[] = [];
    const screen = (name: string, leave: boolean) => () => {
      asked.push(name);
      return Promise.resolve(leave);
    };
    removals.push(
      registerLeaveQuestion(screen('first', true)),
      registerLeaveQuestion(screen('second', false)),
      registerLeaveQuestion(screen('third', true)),
    );
    expect(await confirmLeaving()).toBe(false);
    expect(asked).toEqual(['first', 'second']);
  });

  it('forgets a question once its screen removes it', async () => {
    const remove = registerLeaveQuestion(() => Promise.resolve(false));
    expect(await confirmLeaving()).toBe(false);
    remove();
    expect(await confirmLeaving()).toBe(true);
  });

  it('asks once when leaving is asked for again while the question is open', async () => {
    let asked = 0;
    let answer: (leave: boolean) => void = () => undefined;
    removals.push(
      registerLeaveQuestion(() => {
        asked += 1;
        return new Promise<boolean>((resolve) => {
          answer = resolve;
        });
      }),
    );
    const first = confirmLeaving();
    const second = confirmLeaving();
    answer(true);
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(asked).toBe(1);
    // Answered: the next sign-out asks again.
    const third = confirmLeaving();
    answer(false);
    expect(await third).toBe(false);
    expect(asked).toBe(2);
  });
});
