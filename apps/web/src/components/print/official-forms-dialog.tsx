import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GridOnRounded from '@mui/icons-material/GridOnRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import { useTranslation } from 'react-i18next';
import { exportOfficialForm, formLinkId, type FormLink } from '../../lib/api/official-forms';
import { useOfficialFormPrint } from './use-official-form-print';

/**
 * The TT 22/2011 forms a screen offers, each to print (A4) or to export to Excel. The dialog
 * speaks the user's language; the forms themselves are Vietnamese official documents.
 */
export function OfficialFormsDialog({
  links,
  onClose,
  children,
  title,
}: {
  links: readonly FormLink[];
  onClose: () => void;
  /** The forms' own parameters (05D's month), above the list. */
  children?: ReactNode;
  /** The dialog's title when the forms are not TT 22's (the TT 18/2026 controlled-drug forms). */
  title?: string;
}) {
  const { t } = useTranslation('common');
  const printing = useOfficialFormPrint();
  const [exporting, setExporting] = useState<string | null>(null);
  const nameOf = (link: FormLink) => t(`official_forms.names.${link.key}`, link.variant?.values ?? {});
  const download = async (link: FormLink) => {
    setExporting(formLinkId(link));
    try {
      await exportOfficialForm(link, nameOf(link));
    } catch {
      // The API client has told the user why.
    } finally {
      setExporting(null);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="official-forms-title">
      <DialogTitle id="official-forms-title">{title ?? t('official_forms.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="textSecondary">
          {t('official_forms.hint')}
        </Typography>
        {children}
        <List dense data-testid="official-forms-list">
          {links.map((link) => (
            <ListItem key={formLinkId(link)} disableGutters divider sx={{ flexWrap: 'wrap', columnGap: 1 }}>
              <ListItemText primary={nameOf(link)} />
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  startIcon={<PrintRounded />}
                  disabled={printing.busy}
                  onClick={() => void printing.print(link)}
                  data-testid={`official-form-print-${formLinkId(link)}`}
                >
                  {t('official_forms.print')}
                </Button>
                <Button
                  size="small"
                  startIcon={<GridOnRounded />}
                  disabled={exporting !== null}
                  onClick={() => void download(link)}
                  data-testid={`official-form-excel-${formLinkId(link)}`}
                >
                  {t('official_forms.excel')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('official_forms.close')}</Button>
      </DialogActions>
      {printing.paper}
    </Dialog>
  );
}
