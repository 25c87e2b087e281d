import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Title template of spec §2: "page title - parent section title", or the app title without a section. */
export function formatPageTitle(pageTitle: string, parentTitle: string): string {
  return pageTitle ? `${pageTitle} - ${parentTitle}` : parentTitle;
}

export function usePageTitle(pageTitle: string, sectionTitle?: string) {
  const { t } = useTranslation('common');
  const parent = sectionTitle ?? t('app_name');
  useEffect(() => {
    document.title = formatPageTitle(pageTitle, parent);
  }, [pageTitle, parent]);
}
