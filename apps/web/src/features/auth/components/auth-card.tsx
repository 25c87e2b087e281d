import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth-card.module.css';

/**
 * The card login and registration share: logo, product name, the screen's title and its form.
 * Plain markup: the login page draws it before MUI is loaded (decision 0033).
 */
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
    <section className={styles.card} style={{ maxWidth: width }}>
      <header className={styles.header}>
        <img className={styles.logo} src="/logo.svg" alt="" width={56} height={56} />
        <p className={styles.product}>{t('app_name')}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </header>
      {children}
      <div className={styles.footer}>{footer}</div>
    </section>
  );
}
