import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';
import { useTranslation } from 'react-i18next';
import type { Organisation } from '@kho/contracts';

export function OrganisationCard({
  organisation,
  current,
  onPick,
}: {
  organisation: Organisation;
  current: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation('home');
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderColor: current ? 'primary.main' : 'divider',
        borderWidth: current ? 2 : 1,
        transition: 'box-shadow .2s',
        '&:hover': { boxShadow: '0 8px 24px rgba(16,24,40,0.08)' },
      }}
    >
      <CardActionArea
        onClick={onPick}
        sx={{
          height: '100%',
          p: 2.5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          gap: 1.5,
        }}
        data-testid="organisation-card"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            sx={{
              width: 44,
              height: 44,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: (theme) => theme.tokens.brand[50],
              color: 'primary.main',
              flexShrink: 0,
            }}
          >
            <BusinessRounded />
          </Box>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap title={organisation.ten}>
              {organisation.ten}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('organisation.code', { code: organisation.ma })}
            </Typography>
          </Box>
        </Box>
        {organisation.dia_chi && (
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
          >
            <LocationOnRounded sx={{ fontSize: 18, mt: '1px' }} />
            {organisation.dia_chi}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto', pt: 1 }}>
          <Chip size="small" label={t(`roles.${organisation.vai_tro}`)} color="primary" variant="outlined" />
          {current && <Chip size="small" label={t('organisation.current')} color="success" />}
          <Box sx={{ flexGrow: 1 }} />
          <Typography
            variant="body2"
            sx={{ color: 'primary.main', fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {t('organisation.open')}
            <ArrowForwardRounded fontSize="small" />
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
