import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The card login and registration share: logo, product name, the screen's title and its form. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  width = 440,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
  width?: number;
}) {
  const { t } = useTranslation('common');
  return (
    <Paper
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: width,
        p: { xs: 3, sm: 5 },
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 12px 40px rgba(16,24,40,0.08)',
        my: 2,
      }}
    >
      <Box
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', mb: 3 }}
      >
        <Box component="img" src="/logo.svg" alt="" sx={{ width: 56, height: 56, mb: 1.5 }} />
        <Typography
          variant="overline"
          sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: 1.2, lineHeight: 1.6 }}
        >
          {t('app_name')}
        </Typography>
        <Typography component="h1" variant="h5" sx={{ mt: 0.5 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {subtitle}
        </Typography>
      </Box>
      {children}
      <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>
    </Paper>
  );
}
