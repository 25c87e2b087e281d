import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Product logo with its name; the name hides when the drawer shrinks to its rail. */
export function Brand({ compact = false, size = 36 }: { compact?: boolean; size?: number }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        component="img"
        src="/logo.svg"
        alt={t('app_name')}
        sx={{ width: size, height: size, flexShrink: 0 }}
      />
      {!compact && (
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800, lineHeight: 1.1, color: 'primary.dark', whiteSpace: 'nowrap' }}>
            {t('app_name')}
          </Typography>
          <Typography
            variant="caption"
            sx={{ color: 'text.secondary', whiteSpace: 'nowrap', display: 'block' }}
          >
            {t('app_tagline')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
