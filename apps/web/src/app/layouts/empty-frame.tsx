import type { ReactNode } from 'react';
import styles from './empty-frame.module.css';

/**
 * The empty layout's frame: its child centred on the page. Plain markup, without the router, so
 * the login page can be drawn before the route tree loads (docs/decisions/0033-light-login-page.md).
 */
export function EmptyFrame({ children }: { children: ReactNode }) {
  return <main className={styles.main}>{children}</main>;
}
