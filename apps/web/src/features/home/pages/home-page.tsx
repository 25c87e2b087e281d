import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DomainAddRounded from '@mui/icons-material/DomainAddRounded';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Organisation } from '@kho/contracts';
import { selectOrganisation, useSelectedOrganisationId, useSessionUser } from '../../../lib/session/session';
import { useMyOrganisations } from '../../../lib/session/my-organisations';
import { CreateOrganisationDialog } from '../components/create-organisation-dialog';
import { OrganisationCard } from '../components/organisation-card';
import { STOCK_SCREEN_PATH } from '../../../lib/stock/stock-screen-path';

export function HomePage() {
  const { t } = useTranslation('home');
  const user = useSessionUser();
  const selectedId = useSelectedOrganisationId();
  const navigate = useNavigate();
  const organisations = useMyOrganisations();
  const [creating, setCreating] = useState(false);

  const pick = (organisation: Organisation) => {
    selectOrganisation(organisation.id);
    void navigate({ to: STOCK_SCREEN_PATH });
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 3 }}>
        <Box sx={{ flexGrow: 1, minWidth: 240 }}>
          <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
            {t('greeting', { name: user?.ho_ten ?? '' })}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            {t('subtitle')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddRounded />}
          onClick={() => setCreating(true)}
          data-testid="create-org-open"
        >
          {t('create.open')}
        </Button>
      </Box>

      {organisations.isPending && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      )}

      {organisations.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void organisations.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {t('load_error')}
        </Alert>
      )}

      {organisations.data && organisations.data.length === 0 && (
        <Paper
          variant="outlined"
          sx={{
            p: { xs: 3, md: 6 },
            textAlign: 'center',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          <DomainAddRounded sx={{ fontSize: 56, color: 'primary.main' }} />
          <Typography variant="h6">{t('empty.title')}</Typography>
          <Typography color="textSecondary" sx={{ maxWidth: 520 }}>
            {t('empty.description')}
          </Typography>
          <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
            {t('create.open')}
          </Button>
        </Paper>
      )}

      {organisations.data && organisations.data.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {organisations.data.map((o) => (
            <OrganisationCard
              key={o.id}
              organisation={o}
              current={o.id === selectedId}
              onPick={() => pick(o)}
            />
          ))}
        </Box>
      )}

      {creating && (
        <CreateOrganisationDialog
          open
          onClose={() => setCreating(false)}
          onCreated={() => setCreating(false)}
        />
      )}
    </Box>
  );
}
