import { useState } from 'react';
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
import { downloadBhytXml, fetchBhytXmlReport } from '../api/bhyt-xml';

export interface BhytXmlDialogProps {
  organisationId: string;
  /** The episode: the prescription's national code. */
  maLk: string;
  onClose: () => void;
  /** The calls, replaceable in tests. */
  fetchReport?: (organisationId: string, maLk: string) => Promise<BhytXmlReport>;
  download?: (organisationId: string, maLk: string) => Promise<string>;
}

/**
 * The insurance XML (QĐ 130/4750) of one prescription: the check report first, in the user's
 * language, and the download only once nothing is missing or malformed.
 */
export function BhytXmlDialog({
  organisationId,
  maLk,
  onClose,
  fetchReport = fetchBhytXmlReport,
  download = downloadBhytXml,
}: BhytXmlDialogProps) {
  const { t, i18n } = useTranslation('prescriptions');
  const english = i18n.resolvedLanguage === 'en';
  const report = useQuery({
    queryKey: ['bhyt-xml-report', organisationId, maLk],
    queryFn: () => fetchReport(organisationId, maLk),
    staleTime: 0,
  });
  const [busy, setBusy] = useState(false);
  const data = report.data;

  const save = async () => {
    setBusy(true);
    try {
      await download(organisationId, maLk);
    } catch {
      // The client has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="bhyt-xml-title">
      <DialogTitle id="bhyt-xml-title">{t('bhyt_xml.title', { code: maLk })}</DialogTitle>
      <DialogContent>
        {report.isPending && <LinearProgress />}
        {report.isError && <Alert severity="error">{t('bhyt_xml.load_failed')}</Alert>}
        {data &&
          (data.hop_le ? (
            <Alert severity="success" data-testid="bhyt-xml-valid">
              {t('bhyt_xml.valid', { rows: data.so_dong })}
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
                      secondary={[item.ma_benh_nhan, item.ho_ten, item.truong].filter(Boolean).join(' · ')}
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
          disabled={!data?.hop_le || busy}
          onClick={() => void save()}
        >
          {t('bhyt_xml.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
