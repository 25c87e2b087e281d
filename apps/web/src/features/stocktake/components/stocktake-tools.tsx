import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import AddBoxRounded from '@mui/icons-material/AddBoxRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import type { StocktakeDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { exportCountSheet } from '../api/export-count-sheet';
import type { StocktakeActions } from './use-stocktake-actions';

/** The counting tools beside the list: found batch, import and export of counts, refresh. */
export function StocktakeTools({
  detail,
  organisationId,
  actions,
  canCount,
}: {
  detail: StocktakeDetail;
  organisationId: string;
  actions: StocktakeActions;
  canCount: boolean;
}) {
  const { t } = useTranslation('stocktake');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [downloading, setDownloading] = useState(false);
  const refreshable = canCount || detail.trang_thai === 'CHO_DUYET';
  const close = () => setAnchor(null);

  const download = async () => {
    close();
    setDownloading(true);
    try {
      if (await actions.autosave.flush())
        await exportCountSheet(organisationId, detail.id, `kiem-ke-${detail.so_phieu}`);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      {canCount && (
        <Button
          size="small"
          startIcon={<AddBoxRounded />}
          onClick={() => actions.openFound(null)}
          data-testid="found-open"
        >
          {t('actions.add_found')}
        </Button>
      )}
      <Button
        size="small"
        startIcon={<MoreVertRounded />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={downloading || actions.busy}
        data-testid="tools-open"
      >
        {t('actions.more')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={() => void download()} data-testid="export-counts">
          <ListItemIcon>
            <FileDownloadRounded fontSize="small" />
          </ListItemIcon>
          {t('actions.export')}
        </MenuItem>
        {canCount && (
          <MenuItem
            onClick={() => {
              close();
              actions.openImport();
            }}
            data-testid="import-counts"
          >
            <ListItemIcon>
              <UploadFileRounded fontSize="small" />
            </ListItemIcon>
            {t('actions.import')}
          </MenuItem>
        )}
        {refreshable && (
          <MenuItem
            onClick={() => {
              close();
              void actions.refresh();
            }}
            data-testid="refresh-snapshot"
          >
            <ListItemIcon>
              <SyncRounded fontSize="small" />
            </ListItemIcon>
            {t('actions.refresh')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
