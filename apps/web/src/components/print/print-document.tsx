import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';

/**
 * An A4 print of a stock document: hospital, warehouse, title, date, the table, and the signature
 * block. It is rendered beside the app (a portal into <body>) and shown only by @media print, while
 * the app and its dialogs are hidden, so the printout has no menu, app bar or buttons. `onReady` fires once
 * the document is on the page: the caller then calls window.print().
 */
export function PrintDocument({
  hospital,
  warehouse,
  title,
  subtitle,
  children,
  onReady,
}: {
  hospital: string;
  warehouse: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  onReady?: () => void;
}) {
  const { t } = useTranslation('stock');
  useEffect(() => {
    // A frame later, so the browser lays the document out before its print dialog copies it.
    const frame = requestAnimationFrame(() => onReady?.());
    return () => cancelAnimationFrame(frame);
  }, [onReady]);

  return createPortal(
    <>
      <GlobalStyles
        styles={{
          '@page': { size: 'A4', margin: '12mm 10mm' },
          '@media screen': { '.stock-print': { display: 'none' } },
          '@media print': {
            // The app and its dialogs (portals beside #root) stay off the paper.
            'body > *:not(.stock-print)': { display: 'none !important' },
            body: { background: '#fff' },
          },
        }}
      />
      <Box
        className="stock-print"
        data-testid="stock-print"
        sx={{
          fontFamily: 'inherit',
          fontSize: '10pt',
          color: '#000',
          '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '9pt' },
          '& th, & td': { border: '1px solid #444', padding: '2px 4px', verticalAlign: 'top' },
          '& th': { background: '#eee', fontWeight: 700 },
          '& thead': { display: 'table-header-group' },
          '& tr': { breakInside: 'avoid' },
          '& .num': { textAlign: 'right', whiteSpace: 'nowrap' },
          '& .total td': { fontWeight: 700 },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <div>
            <Box sx={{ fontWeight: 700, textTransform: 'uppercase' }}>{hospital}</Box>
            <div>{t('print.warehouse', { name: warehouse })}</div>
          </div>
          <Box sx={{ textAlign: 'right' }}>{t('print.printed_on', { date: formatDate(new Date()) })}</Box>
        </Box>
        <Box component="h1" sx={{ textAlign: 'center', fontSize: '15pt', m: '12px 0 2px' }}>
          {title}
        </Box>
        {subtitle && <Box sx={{ textAlign: 'center', mb: 1.5 }}>{subtitle}</Box>}
        {children}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 1fr)',
            textAlign: 'center',
            mt: 3,
            breakInside: 'avoid',
          }}
        >
          {(['maker', 'storekeeper', 'head'] as const).map((role) => (
            <div key={role}>
              <Box sx={{ fontWeight: 700 }}>{t(`print.signature.${role}`)}</Box>
              <Box sx={{ fontStyle: 'italic', fontSize: '9pt' }}>{t('print.signature.hint')}</Box>
              <Box sx={{ height: 64 }} />
            </div>
          ))}
        </Box>
      </Box>
    </>,
    document.body,
  );
}
