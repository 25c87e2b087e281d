/**
 * The translate function the lib modules use for user-facing text. It defers to the i18next
 * default instance the shell initialises, and can be swapped (tests, or another instance) so the
 * modules never depend on how i18n is bootstrapped. A missing key comes back as the key (spec §8).
 */
import i18next from 'i18next';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

let current: Translate = (key, options) => {
  const text: unknown = i18next.t(key, options ?? {});
  return typeof text === 'string' && text !== '' ? text : key;
};

export function translate(key: string, options?: Record<string, unknown>): string {
  return current(key, options);
}

/** Replaces the translate function; returns a function that restores the previous one. */
export function setTranslate(next: Translate): () => void {
  const previous = current;
  current = next;
  return () => {
    current = previous;
  };
}
