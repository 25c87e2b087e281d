import { useState } from 'react';
import type { TrangThaiPhieu } from '@kho/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useProcurementRequests } from '../api/procurement-requests';
import { RequestBookView } from './request-book';
import { RequestDialog } from './request-dialog';

/** The procurement requests tab: the book by status, and the request opened from it (its id in the URL). */
export function RequestsView({
  organisationId,
  hospital,
  openId,
  onOpen,
}: {
  organisationId: string | null;
  hospital: string;
  openId: string | null;
  onOpen: (id: string | null) => void;
}) {
  const { t } = useTranslation('procurement');
  const [status, setStatus] = useState<TrangThaiPhieu | ''>('');
  const book = useProcurementRequests(
    organisationId ? { to_chuc: organisationId, ...(status ? { trang_thai: status } : {}) } : null,
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {book.isFetching && <LinearProgress sx={{ height: 2 }} />}
      {book.isError && !book.data && <Alert severity="error">{t('request.load_error')}</Alert>}
      {book.data && <RequestBookView book={book.data} status={status} onStatus={setStatus} onOpen={onOpen} />}
      {openId && <RequestDialog id={openId} hospital={hospital} onClose={() => onOpen(null)} />}
    </Box>
  );
}
