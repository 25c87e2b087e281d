import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@kho/contracts';
import { changeLocale } from '../../lib/i18n/i18n';
import { hasStoredSession, isLocale } from '../../lib/session/browser-storage';
import styles from './language-toggle.module.css';

/** Stores the language on the account; loaded only by a signed-in user (it brings the session). */
async function saveOnAccount(locale: Locale): Promise<void> {
  const { updateLanguage } = await import('../../features/account/api/update-language');
  await updateLanguage(locale);
}

/**
 * The floating vi/en switch at the bottom right (spec §1). The choice is kept in the locale cookie
 * and, when signed in, on the account too (push notifications and new devices use it). Plain
 * buttons rather than MUI's: the login page shows it before MUI is loaded (decision 0033); the
 * tooltip is the browser's own.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const current: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'vi';

  const choose = async (value: Locale) => {
    if (value === current) return;
    setBusy(true);
    try {
      // A failed save is told by the API client's toast; the screen keeps the new language.
      if ((await changeLocale(value)) && hasStoredSession())
        await saveOnAccount(value).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="group" aria-label={t('language.label')} title={t('language.label')} className={styles.toggle}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          className={styles.button}
          lang={locale}
          aria-label={t(`language.${locale}`)}
          aria-pressed={locale === current}
          disabled={busy}
          data-testid={`locale-${locale}`}
          onClick={() => void choose(locale)}
        >
          {locale.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
