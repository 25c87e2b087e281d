import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, STARTUP_NAMESPACES, VALIDATION_MESSAGES, type Locale } from '@kho/contracts';
import { getLocale, setLocale } from '../session/browser-storage';
import { localeFilesBackend } from './locale-files-backend';

/**
 * i18next setup: Vietnamese by default, English fallback, one JSON file per namespace loaded on
 * demand from /locales/{lng}/{ns}.json. Validation texts come from the shared contracts so a form
 * and the API say the same thing; they are registered in memory and never fetched.
 */
export const DEFAULT_NAMESPACES = STARTUP_NAMESPACES;
export const VALIDATION_NAMESPACE = 'validation';

/** Locale tags used for Intl and the html lang attribute (spec §9). */
export const LOCALE_TAGS: Record<Locale, string> = { vi: 'vi-VN', en: 'en-US' };

function nestValidationMessages(messages: Record<string, string>): Record<string, unknown> {
  // Keys look like "validation.required"; i18next splits keys on dots, so nest them to match.
  const nested: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(messages)) {
    const [group = key, name = key] = key.split('.');
    (nested[group] ??= {})[name] = text;
  }
  return nested;
}

/** `extraNamespaces`: those the first screen needs besides the defaults, fetched with them. */
export async function initI18n(extraNamespaces: readonly string[] = []): Promise<typeof i18next> {
  const locale = getLocale();
  await i18next
    .use(localeFilesBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      // Each language is complete (locale-files.test.ts): a screen loads its texts in its language only.
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      ns: [...DEFAULT_NAMESPACES, ...extraNamespaces],
      defaultNS: 'common',
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      // A missing locale file should fail fast: the switch is refused and the user can retry.
      maxRetries: 1,
      retryTimeout: 300,
      partialBundledLanguages: true,
      react: { useSuspense: true },
    });
  for (const lng of LOCALES) {
    i18next.addResourceBundle(
      lng,
      VALIDATION_NAMESPACE,
      nestValidationMessages(VALIDATION_MESSAGES[lng]),
      true,
      true,
    );
  }
  applyDocumentLanguage(locale);
  return i18next;
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
}

/**
 * Switches the language only once its files are loaded: a failed load is logged and the current
 * language stays, so the screen never ends up half translated (spec §4).
 */
export async function changeLocale(locale: Locale): Promise<boolean> {
  // loadLanguages fetches every namespace used so far (i18next records them in options.ns).
  const loadError = await new Promise<unknown>((resolve) => {
    void i18next.loadLanguages(locale, (err) => resolve(err));
  });
  const configured: unknown = i18next.options.ns;
  const used: string[] = Array.isArray(configured) ? (configured as string[]) : [...DEFAULT_NAMESPACES];
  const missing = used.filter((ns) => ns !== VALIDATION_NAMESPACE && !i18next.hasResourceBundle(locale, ns));
  if (loadError || missing.length > 0) {
    console.error('Failed to load locale', locale, loadError ?? missing);
    return false;
  }
  await i18next.changeLanguage(locale);
  setLocale(locale);
  applyDocumentLanguage(locale);
  return true;
}

/** The text of a zod issue message that is a contracts key ("validation.email"), else the message itself. */
export function validationText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return i18next.t(message, { ns: VALIDATION_NAMESPACE, defaultValue: message });
}
