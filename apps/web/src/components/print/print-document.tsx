import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';

/** A signature box at the foot of the paper: the role and the "(sign, full name)" hint. */
export interface PrintSignature {
  title: string;
  hint: string;
}

/**
 * An A4 print of a stock document or report: hospital and the lines under it (address,
 * department, warehouse), the printing date, title, subtitle, the table, and the signature block.
 * It is rendered beside the app (a portal into <body>) and shown only by @media print, while the
 * app and its dialogs are hidden, so the printout has no menu, app bar or buttons. `onReady` fires
 * once the document is on the page: the caller then calls window.print(). Texts come translated
 * from the caller, so the stock screen and the reports keep their own wording.
 */
export function PrintDocument({
  hospital,
  lines,
  printedOn,
  title,
  subtitle,
  signatures,
  landscape = false,
  children,
  onReady,
}: {
  hospital: string;
  lines: readonly string[];
  printedOn: string;
  title: string;
  subtitle?: string;
  signatures: readonly PrintSignature[];
  /** Wide tables (the stock movement report's 15 columns) need the long side across. */
  landscape?: boolean;
  children: ReactNode;
  onReady?: () => void;
}) {
  useEffect(() => {
    // A frame later, so the browser lays the document out before its print dialog copies it.
    const frame = requestAnimationFrame(() => onReady?.());
    return () => cancelAnimationFrame(frame);
  }, [onReady]);

  return createPortal(
    <>
      <GlobalStyles
        styles={{
          '@page': { size: landscape ? 'A4 landscape' : 'A4', margin: '12mm 10mm' },
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
            {lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </div>
          <Box sx={{ textAlign: 'right' }}>{printedOn}</Box>
        </Box>
        <Box component="h1" sx={{ textAlign: 'center', fontSize: '15pt', m: '12px 0 2px' }}>
          {title}
        </Box>
        {subtitle && <Box sx={{ textAlign: 'center', mb: 1.5 }}>{subtitle}</Box>}
        {children}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${signatures.length}, 1fr)`,
            textAlign: 'center',
            mt: 3,
            breakInside: 'avoid',
          }}
        >
          {signatures.map((signature) => (
            <div key={signature.title}>
              <Box sx={{ fontWeight: 700 }}>{signature.title}</Box>
              <Box sx={{ fontStyle: 'italic', fontSize: '9pt' }}>{signature.hint}</Box>
              <Box sx={{ height: 64 }} />
            </div>
          ))}
        </Box>
      </Box>
    </>,
    document.body,
  );
}
