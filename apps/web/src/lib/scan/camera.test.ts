import { describe, expect, it } from 'vitest';
import { createRepeatGuard, problemBeforeStart, problemOfError } from './camera';

describe('camera rules', () => {
  it('takes a code held in view once, and again only after it was out of view for the interval', () => {
    let now = 0;
    const seen = createRepeatGuard(2500, () => now);
    expect(seen('A')).toBe(true);
    now = 150;
    expect(seen('A')).toBe(false);
    expect(seen('B')).toBe(true);
    // Still in view every frame: each sighting restarts the wait.
    now = 2600;
    expect(seen('A')).toBe(false);
    now = 5200;
    expect(seen('A')).toBe(true);
  });

  it('needs a secure page and the camera API before asking', () => {
    const getUserMedia = () => Promise.reject(new Error('unused'));
    expect(problemBeforeStart({ isSecureContext: false, mediaDevices: { getUserMedia } })).toBe('insecure');
    expect(problemBeforeStart({ isSecureContext: true })).toBe('unsupported');
    expect(problemBeforeStart({ isSecureContext: true, mediaDevices: { getUserMedia } })).toBeNull();
  });

  it('names each refusal of the camera', () => {
    expect(problemOfError(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(problemOfError(new DOMException('x', 'OverconstrainedError'))).toBe('no_camera');
    expect(problemOfError(new DOMException('x', 'NotReadableError'))).toBe('busy');
    expect(problemOfError(new Error('?'))).toBe('failed');
  });
});
