import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import { useQuery } from '@tanstack/react-query';
import type { BhytXmlReport } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { downloadBhytXml, fetchBhytXmlReport, type BhytXmlScope } from '../api/bhyt-xml';

export interface BhytXmlDialogProps {
  organisationId: string;
  /** One prescription (its national code) or a date range; null while the range is incomplete. */
  scope: BhytXmlScope | null;
  title: string;
  onClose: () => void;
  /** Shown above the report (the range dialog's dates). */
  children?: ReactNode;
  /** The calls, replaceable in tests. */
  fetchReport?: (organisationId: string, scope: BhytXmlScope) => Promise<BhytXmlReport>;
  download?: (organisationId: string, scope: BhytXmlScope) => Promise<string>;
}

/**
 * The insurance XML (QĐ 130/4750): the check report first, in the user's language, and the
 * download only once nothing is missing or malformed and there is something to send.
 */
export function BhytXmlDialog({
  organisationId,
  scope,
  title,
  onClose,
  children,
  fetchReport = fetchBhytXmlReport,
  download = downloadBhytXml,
}: BhytXmlDialogProps) {
  const { t, i18n } = useTranslation('prescriptions');
  const english = i18n.resolvedLanguage === 'en';
  const report = useQuery({
    queryKey: ['bhyt-xml-report', organisationId, scope],
    queryFn: () => fetchReport(organisationId, scope!),
    enabled: scope !== null,
    staleTime: 0,
  });
  const [busy, setBusy] = useState(false);
  const data = scope ? report.data : undefined;

  const save = async () => {
    if (!scope) return;
    setBusy(true);
    try {
      await download(organisationId, scope);
    } catch {
      // The client has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="bhyt-xml-title">
      <DialogTitle id="bhyt-xml-title">{title}</DialogTitle>
      <DialogContent>
        {children}
        {scope && report.isPending && <LinearProgress />}
        {scope && report.isError && <Alert severity="error">{t('bhyt_xml.load_failed')}</Alert>}
        {data &&
          (data.so_ho_so === 0 && data.hop_le ? (
            <Alert severity="info" data-testid="bhyt-xml-empty">
              {t('bhyt_xml.empty')}
            </Alert>
          ) : data.hop_le ? (
            <Alert severity="success" data-testid="bhyt-xml-valid">
              {t('bhyt_xml.valid', { rows: data.so_dong, episodes: data.so_ho_so })}
            </Alert>
          ) : (
            <>
              <Alert severity="warning" data-testid="bhyt-xml-invalid">
                {t('bhyt_xml.invalid', { count: data.loi.length })}
              </Alert>
              <List dense data-testid="bhyt-xml-issues">
                {data.loi.map((item, index) => (
                  <ListItem key={`${item.ma_lk}-${item.stt}-${item.truong}-${index}`} disableGutters>
                    <ListItemText
                      primary={english ? item.thong_bao_en : item.thong_bao_vi}
                      secondary={[item.ma_lk, item.ma_benh_nhan, item.ho_ten, item.truong]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('bhyt_xml.close')}</Button>
        <Button
          variant="contained"
          startIcon={<FileDownloadRounded />}
          disabled={!data?.hop_le || data.so_ho_so === 0 || busy}
          onClick={() => void save()}
          data-testid="bhyt-xml-download"
        >
          {t('bhyt_xml.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
