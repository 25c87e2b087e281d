import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import CameraScanDialog from './camera-scan-dialog';
import type { CodeReader } from '../../lib/scan/barcode-reader';

function fakeStream() {
  const track = {
    stop: vi.fn(),
    getCapabilities: () => ({ torch: true }),
    applyConstraints: vi.fn(() => Promise.resolve()),
  };
  return {
    track,
    stream: { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream,
  };
}

function stubCamera(getUserMedia: () => Promise<MediaStream>, secure = true) {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
  const asked = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: asked } });
  return asked;
}

const vibrate = vi.fn();

/** A reader that sees `codes` in turn, one per frame, then nothing. */
function reader(codes: string[]): () => Promise<CodeReader> {
  const queue = [...codes];
  return () =>
    Promise.resolve({ engine: 'wasm', read: () => Promise.resolve(queue.length ? [queue.shift()!] : []) });
}

const refused = (name: string) => () => Promise.reject(new DOMException('refused', name));

beforeEach(() => {
  // jsdom decodes no video: the preview counts as having frames, and play() does nothing.
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vibrate.mockClear();
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('camera scan dialog', () => {
  it('says the camera needs https on an insecure page, without asking for it', async () => {
    const asked = stubCamera(() => Promise.resolve(fakeStream().stream), false);
    render(<CameraScanDialog open onClose={vi.fn()} onCode={vi.fn()} createReader={reader([])} />);
    expect((await screen.findByTestId('camera-problem')).dataset.problem).toBe('insecure');
    expect(asked).not.toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['NotFoundError', 'no_camera'],
    ['NotReadableError', 'busy'],
  ])('explains a refused camera (%s)', async (name, problem) => {
    stubCamera(refused(name));
    render(<CameraScanDialog open onClose={vi.fn()} onCode={vi.fn()} createReader={reader([])} />);
    expect((await screen.findByTestId('camera-problem')).dataset.problem).toBe(problem);
  });

  it('asks for the rear camera, hands the first code on and closes', async () => {
    const { stream, track } = fakeStream();
    const asked = stubCamera(() => Promise.resolve(stream));
    const onClose = vi.fn();
    const onCode = vi.fn(() => Promise.resolve({ ok: true, text: 'ok' }));
    const { rerender } = render(
      <CameraScanDialog open onClose={onClose} onCode={onCode} createReader={reader(['0108935001234562'])} />,
    );
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('0108935001234562'));
    expect(onClose).toHaveBeenCalled();
    expect(asked).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }),
    );
    rerender(<CameraScanDialog open={false} onClose={onClose} onCode={onCode} createReader={reader([])} />);
    expect(track.stop).toHaveBeenCalled();
  });

  it('keeps scanning in continuous mode, counting a code held in view once, and stops the camera on Escape', async () => {
    const { stream, track } = fakeStream();
    stubCamera(() => Promise.resolve(stream));
    const onCode = vi.fn((raw: string) =>
      Promise.resolve(
        raw === 'unknown' ? { ok: false, text: 'not on the list' } : { ok: true, text: `counted ${raw}` },
      ),
    );
    let open = true;
    const onClose = vi.fn(() => {
      open = false;
    });
    const codes = ['A', 'A', 'A', 'B', 'unknown'];
    const view = render(
      <CameraScanDialog open continuous onClose={onClose} onCode={onCode} createReader={reader(codes)} />,
    );
    await waitFor(() => expect(screen.getByTestId('camera-last').textContent).toBe('not on the list'), {
      timeout: 3000,
    });
    expect(onCode.mock.calls.map(([raw]) => raw)).toEqual(['A', 'B', 'unknown']);
    // Two taken, the refused one not counted.
    expect(screen.getByTestId('camera-count').dataset.count).toBe('2');
    expect(vibrate).toHaveBeenCalledTimes(3);
    // The torch shows where the camera has one.
    expect(screen.getByRole('button', { name: 'camera.torch_on' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    act(() => {
      view.rerender(
        <CameraScanDialog
          open={open}
          continuous
          onClose={onClose}
          onCode={onCode}
          createReader={reader([])}
        />,
      );
    });
    expect(track.stop).toHaveBeenCalled();
  });
});
