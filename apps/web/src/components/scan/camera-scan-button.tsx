import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { useTranslation } from 'react-i18next';
import CameraScanDialog from './camera-scan-dialog';
import type { ScanOutcome } from './scan-outcome';

/** The camera button beside a scan field: the codes it reads go through the field's own handler. */
export function CameraScanButton({
  onCode,
  continuous = false,
  disabled = false,
}: {
  onCode: (raw: string) => Promise<ScanOutcome>;
  continuous?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('scan');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const label = t(continuous ? 'camera.open_continuous' : 'camera.open');
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            edge="end"
            disabled={disabled}
            aria-label={label}
            data-testid="camera-scan"
            onClick={() => {
              setLoaded(true);
              setOpen(true);
            }}
          >
            <PhotoCameraRounded />
          </IconButton>
        </span>
      </Tooltip>
      {/* Mounted from the first opening on; the reader and its WebAssembly load only then. */}
      {loaded && (
        <CameraScanDialog
          open={open}
          onClose={() => setOpen(false)}
          onCode={onCode}
          continuous={continuous}
        />
      )}
    </>
  );
}
