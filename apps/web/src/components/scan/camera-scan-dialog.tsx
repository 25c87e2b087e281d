import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FlashlightOffRounded from '@mui/icons-material/FlashlightOffRounded';
import FlashlightOnRounded from '@mui/icons-material/FlashlightOnRounded';
import { useTranslation } from 'react-i18next';
import { createCodeReader, type CodeReader } from '../../lib/scan/barcode-reader';
import {
  createRepeatGuard,
  hasTorch,
  openRearCamera,
  problemBeforeStart,
  problemOfError,
  scanFeedback,
  setTorch,
  stopStream,
  type CameraProblem,
} from '../../lib/scan/camera';
import { loadBundledPolyfill } from '../../lib/scan/load-polyfill';
import type { ScanOutcome } from './scan-outcome';

/** Frames are read a few times a second: enough to feel instant, light on a phone's battery. */
const READ_EVERY_MS = 150;
/** In continuous mode the same code counts again only after this long out of view. */
export const REPEAT_INTERVAL_MS = 2500;

type State = { phase: 'starting' } | { phase: 'scanning' } | { phase: 'problem'; problem: CameraProblem };

export interface CameraScanDialogProps {
  open: boolean;
  onClose: () => void;
  /** The same handler the keyboard-wedge field calls with what it typed; says what came of it. */
  onCode: (raw: string) => Promise<ScanOutcome>;
  /** Keep scanning after each read (stocktake counting) instead of closing on the first code. */
  continuous?: boolean;
  /** Reader factory; tests give one that reads what they want. */
  createReader?: () => Promise<CodeReader>;
}

/**
 * The camera scanner: the rear camera's picture with a frame to aim the code into, read a few
 * times a second. One read closes it and hands the code on; in continuous mode it beeps, buzzes,
 * counts and keeps going. Closing (button, Escape) unmounts the camera view, which stops the camera.
 */
export default function CameraScanDialog(props: CameraScanDialogProps) {
  const { t } = useTranslation('scan');
  const { open, onClose, continuous = false } = props;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="camera-scan-title">
      <DialogTitle id="camera-scan-title">
        {t(continuous ? 'camera.title_continuous' : 'camera.title')}
      </DialogTitle>
      {/* Mounted per opening: the camera, the count and the last message start afresh each time. */}
      {open && <CameraView {...props} />}
      <DialogActions>
        <Button onClick={onClose}>{t(continuous ? 'camera.done' : 'camera.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function CameraView({
  onClose,
  onCode,
  continuous = false,
  createReader = () => createCodeReader(loadBundledPolyfill),
}: CameraScanDialogProps) {
  const { t } = useTranslation('scan');
  const video = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<State>({ phase: 'starting' });
  const [track, setTrack] = useState<MediaStreamTrack | undefined>();
  const [torchOn, setTorchOn] = useState(false);
  const [count, setCount] = useState(0);
  const [last, setLast] = useState<ScanOutcome>(null);
  // The latest handlers, read by the running loop without restarting the camera.
  const handlers = useRef({ onCode, onClose, continuous });
  useEffect(() => {
    handlers.current = { onCode, onClose, continuous };
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seen = createRepeatGuard(REPEAT_INTERVAL_MS);

    const loop = async (reader: CodeReader) => {
      if (stopped) return;
      const element = video.current;
      let codes: string[] = [];
      if (element && element.readyState >= 2) codes = await reader.read(element).catch(() => []);
      const code = codes[0];
      if (!stopped && code !== undefined && (!handlers.current.continuous || seen(code))) {
        if (!handlers.current.continuous) {
          scanFeedback(true);
          handlers.current.onClose();
          await handlers.current.onCode(code);
          return;
        }
        const outcome = await handlers.current.onCode(code);
        scanFeedback(outcome?.ok !== false);
        if (outcome?.ok !== false) setCount((n) => n + 1);
        setLast(outcome);
      }
      if (!stopped) timer = setTimeout(() => void loop(reader), READ_EVERY_MS);
    };

    const start = async () => {
      const before = problemBeforeStart({
        isSecureContext: window.isSecureContext,
        mediaDevices: navigator.mediaDevices,
      });
      if (before) return setState({ phase: 'problem', problem: before });
      try {
        stream = await openRearCamera(navigator.mediaDevices);
      } catch (error) {
        if (!stopped) setState({ phase: 'problem', problem: problemOfError(error) });
        return;
      }
      if (stopped) return stopStream(stream);
      const element = video.current;
      if (element) {
        element.srcObject = stream;
        try {
          await element.play();
        } catch {
          // A muted inline video plays without a gesture; if refused, frames still arrive once shown.
        }
      }
      setTrack(stream.getVideoTracks()[0]);
      try {
        const reader = await createReader();
        if (stopped) return;
        setState({ phase: 'scanning' });
        void loop(reader);
      } catch {
        if (!stopped) setState({ phase: 'problem', problem: 'failed' });
      }
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopStream(stream);
    };
    // The camera opens once per mounting (per opening of the dialog); the reader factory is fixed for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const torch = hasTorch(track);
  const problem = state.phase === 'problem' ? state.problem : null;

  return (
    <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
      {problem ? (
        <Alert severity="warning" data-testid="camera-problem" data-problem={problem}>
          {t(`camera.problem.${problem}`)}
        </Alert>
      ) : (
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: '4 / 3',
            bgcolor: 'common.black',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <Box
            component="video"
            ref={video}
            muted
            playsInline
            aria-label={t('camera.preview')}
            data-testid="camera-preview"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {/* The framing guide: a square for DataMatrix, wide enough for a linear code. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: '18% 15%',
              border: '3px solid',
              borderColor: 'rgba(255,255,255,0.9)',
              borderRadius: 2,
              boxShadow: '0 0 0 100vmax rgba(0,0,0,0.35)',
            }}
          />
          {torch && (
            <IconButton
              onClick={() => {
                if (!track) return;
                const next = !torchOn;
                void setTorch(track, next).then(
                  () => setTorchOn(next),
                  () => undefined,
                );
              }}
              aria-pressed={torchOn}
              aria-label={t(torchOn ? 'camera.torch_off' : 'camera.torch_on')}
              sx={{
                position: 'absolute',
                right: 8,
                top: 8,
                color: 'common.white',
                bgcolor: 'rgba(0,0,0,0.4)',
              }}
            >
              {torchOn ? <FlashlightOffRounded /> : <FlashlightOnRounded />}
            </IconButton>
          )}
        </Box>
      )}
      {!problem && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} role="status">
          {state.phase === 'starting' ? t('camera.starting') : t('camera.aim')}
        </Typography>
      )}
      {continuous && !problem && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" data-testid="camera-count" data-count={count}>
            {t('camera.count', { count })}
          </Typography>
          <Typography
            variant="body2"
            aria-live="polite"
            data-testid="camera-last"
            sx={{ minHeight: 20, color: last?.ok === false ? 'error.main' : 'success.dark' }}
          >
            {last?.text}
          </Typography>
        </Box>
      )}
    </DialogContent>
  );
}
