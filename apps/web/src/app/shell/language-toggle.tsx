import { useState } from 'react';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@kho/contracts';
import { updateLanguage } from '../../features/account/api/update-language';
import { changeLocale } from '../../lib/i18n/i18n';
import { isAuthenticated, isLocale } from '../../lib/session/storage';

/**
 * The floating vi/en switch at the bottom right (spec §1). The choice is kept in the locale cookie
 * and, when signed in, on the account too (push notifications and new devices use it).
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const current: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'vi';

  const onChange = async (_: unknown, value: Locale | null) => {
    if (!value || value === current) return;
    setBusy(true);
    try {
      // A failed save is told by the API client's toast; the screen keeps the new language.
      if ((await changeLocale(value)) && isAuthenticated())
        await updateLanguage(value).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      elevation={3}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.speedDial,
        borderRadius: 5,
      }}
    >
      {/* The browser's own tooltip: MUI's would bring its positioning engine onto the login page. */}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={current}
        onChange={(e, v: Locale | null) => void onChange(e, v)}
        disabled={busy}
        aria-label={t('language.label')}
        title={t('language.label')}
        sx={{
          '& .MuiToggleButton-root': { px: 1.5, py: 0.5, fontWeight: 700, border: 0, borderRadius: 5 },
        }}
      >
        {LOCALES.map((locale) => (
          <ToggleButton
            key={locale}
            value={locale}
            lang={locale}
            aria-label={t(`language.${locale}`)}
            data-testid={`locale-${locale}`}
          >
            {locale.toUpperCase()}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Paper>
  );
}
