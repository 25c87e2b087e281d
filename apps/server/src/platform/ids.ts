import { v7 as uuidv7 } from 'uuid';

/** Application-made, time-ordered ids (architecture.md: UUIDv7). */
export function newId(): string {
  return uuidv7();
}
