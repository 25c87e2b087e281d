import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useOrganisationRole } from '../lib/session/organisation-role';
import { HeaderActions, type HeaderAction, type HeaderOption } from './header-actions';

/**
 * The frame of a module page: overline with the section, title, header actions, content card.
 * The card's content is shown once the caller's role has arrived (it renders meanwhile, so its
 * requests leave): pages offer some actions to some roles only, and one appearing late would push
 * the others aside, or on a phone the whole list down.
 */
export function PageFrame({
  section,
  title,
  icon,
  options,
  actions,
  children,
}: {
  section?: string;
  title: string;
  icon?: ReactNode;
  options?: readonly HeaderOption[];
  actions?: readonly HeaderAction[];
  children: ReactNode;
}) {
  const role = useOrganisationRole();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {icon && (
          <Box
            sx={{
              width: 44,
              height: 44,
              borderRadius: 2.5,
              display: 'grid',
              placeItems: 'center',
              bgcolor: (theme) => theme.tokens.brand[50],
              color: 'primary.main',
              flexShrink: 0,
            }}
          >
            {icon}
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          {section && (
            <Typography
              variant="overline"
              sx={{ color: 'text.secondary', fontWeight: 600, lineHeight: 1.4, display: 'block' }}
            >
              {section}
            </Typography>
          )}
          <Typography component="h1" variant="h5" data-testid="page-title">
            {title}
          </Typography>
        </Box>
      </Box>
      <Paper variant="outlined" sx={{ px: { xs: 1.5, md: 2 }, pt: 1, pb: 2 }}>
        <Box hidden={role.isLoading}>
          <HeaderActions options={options} actions={actions} />
          <Box sx={{ pt: 2 }}>{children}</Box>
        </Box>
      </Paper>
    </Box>
  );
}
