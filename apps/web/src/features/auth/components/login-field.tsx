import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login-form.module.css';

// Material icons (VisibilityRounded, VisibilityOffRounded), inlined: the login page loads no MUI.
const SHOW_PATH =
  'M12 4C7 4 2.73 7.11 1 11.5 2.73 15.89 7 19 12 19s9.27-3.11 11-7.5C21.27 7.11 17 4 12 4m0 12.5c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const HIDE_PATH =
  'M12 6.5c2.76 0 5 2.24 5 5 0 .51-.1 1-.24 1.46l3.06 3.06c1.39-1.23 2.49-2.77 3.18-4.53C21.27 7.11 17 4 12 4c-1.27 0-2.49.2-3.64.57l2.17 2.17c.47-.14.96-.24 1.47-.24M2.71 3.16c-.39.39-.39 1.02 0 1.41l1.97 1.97C3.06 7.83 1.77 9.53 1 11.5 2.73 15.89 7 19 12 19c1.52 0 2.97-.3 4.31-.82l2.72 2.72c.39.39 1.02.39 1.41 0s.39-1.02 0-1.41L4.13 3.16c-.39-.39-1.03-.39-1.42 0M12 16.5c-2.76 0-5-2.24-5-5 0-.77.18-1.5.49-2.14l1.57 1.57c-.03.18-.06.37-.06.57 0 1.66 1.34 3 3 3 .2 0 .38-.03.57-.07L14.14 16c-.65.32-1.37.5-2.14.5m2.97-5.33c-.15-1.4-1.25-2.49-2.64-2.64z';

function Icon({ path }: { path: string }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={path} />
    </svg>
  );
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'placeholder' | 'type'> & {
  id: string;
  label: string;
  /** The message shown under the field (already translated), or nothing. */
  error?: string;
  /** A password with its show/hide button. */
  revealable?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * An outlined text field with its label on the border, as MUI's TextField draws it elsewhere: the
 * label is the input's `<label>`, the message is tied to it by aria-describedby.
 */
export function LoginField({ id, label, error, revealable, inputRef, ...input }: Props) {
  const { t } = useTranslation('common');
  const [revealed, setRevealed] = useState(false);
  const helperId = `${id}-helper`;
  return (
    <div>
      <div className={revealable ? `${styles.field} ${styles.revealable}` : styles.field}>
        <input
          {...input}
          ref={inputRef}
          id={id}
          className={styles.input}
          type={revealable && !revealed ? 'password' : 'text'}
          // One space: :placeholder-shown then tells an empty field, for the label's position.
          placeholder=" "
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helperId : undefined}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {revealable && (
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setRevealed((v) => !v)}
            aria-label={revealed ? t('password.hide') : t('password.show')}
            aria-controls={id}
          >
            <Icon path={revealed ? HIDE_PATH : SHOW_PATH} />
          </button>
        )}
      </div>
      {error && (
        <p id={helperId} className={styles.helper}>
          {error}
        </p>
      )}
    </div>
  );
}
