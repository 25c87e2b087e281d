/**
 * The camera side of scanning, apart from React: why the camera cannot open, opening the rear
 * camera, the torch, the guard against counting one code twice, and the beep-and-buzz feedback.
 */

/** Why there is no picture, each with its own message (scan namespace `camera.problem.*`). */
export type CameraProblem = 'insecure' | 'unsupported' | 'no_camera' | 'denied' | 'busy' | 'failed';

interface CameraEnvironment {
  isSecureContext: boolean;
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'> | undefined;
}

/** What stops the camera before it is asked for: a page not on https (or localhost), no API. */
export function problemBeforeStart(env: CameraEnvironment): CameraProblem | null {
  if (!env.isSecureContext) return 'insecure';
  if (typeof env.mediaDevices?.getUserMedia !== 'function') return 'unsupported';
  return null;
}

/** getUserMedia's refusals, by the DOMException names browsers use. */
export function problemOfError(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no_camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

/** The rear camera when there is one (a phone's front camera cannot focus on a pack). */
export function openRearCamera(mediaDevices: Pick<MediaDevices, 'getUserMedia'>): Promise<MediaStream> {
  return mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Whether the camera has a torch the page may switch (Chrome on Android; not Safari, not desktops). */
export function hasTorch(track: MediaStreamTrack | undefined): boolean {
  const capabilities = track?.getCapabilities?.() as { torch?: boolean } | undefined;
  return capabilities?.torch === true;
}

export function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  return track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}

/**
 * In continuous scanning a code stays in view for many frames: the same text is taken again only
 * after `intervalMs` without seeing it, so holding a box in front of the camera counts it once.
 */
export function createRepeatGuard(intervalMs: number, now: () => number = () => Date.now()) {
  const lastSeen = new Map<string, number>();
  return (code: string): boolean => {
    const at = now();
    const previous = lastSeen.get(code);
    lastSeen.set(code, at);
    return previous === undefined || at - previous >= intervalMs;
  };
}

let audio: AudioContext | null = null;

/** A short beep (higher when the scan was taken, lower when refused) and a buzz where phones have one. */
export function scanFeedback(ok: boolean): void {
  navigator.vibrate?.(ok ? 80 : [60, 60, 60]);
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = ok ? 1760 : 440;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + (ok ? 0.08 : 0.2));
  } catch {
    // No Web Audio (or blocked until a gesture): the vibration and the message remain.
  }
}
