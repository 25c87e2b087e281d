import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@kho/contracts';
import { ApiError, DEFAULT_ERROR_KEY } from '../../../lib/api/api-client';
import { validationText } from '../../../lib/i18n/i18n';
import { translate } from '../../../lib/i18n/translate';
import { toast } from '../../../lib/ui/toast';
import { signIn, type LoginForm as LoginValues } from '../api/login';
import { validateLogin, type LoginField as Field } from '../login-validation';
import { LoginField } from './login-field';
import styles from './login-form.module.css';

const FIELDS: readonly Field[] = ['ten_dang_nhap', 'mat_khau'];

export interface LoginFormProps {
  /** The user name to start with: from registration, else the remembered one. */
  initialUserName: string;
  /** Whether a remembered name exists: the box starts ticked and the password takes the focus. */
  remembered: boolean;
  /** Called as the form is sent (the first screen starts loading the app meanwhile). */
  onSubmitting?: () => void;
  /** The login succeeded: store the session and open the app; the form stays busy until it resolves. */
  onSignedIn: (response: LoginResponse) => Promise<void>;
}

/**
 * The login form (spec §4, §5) in plain elements: the first screen most visitors see, drawn
 * before MUI and zod are loaded (decision 0033). Checks as the contracts' schema does
 * (login-validation.ts), then again on every change once sent. A refusal's message is the API
 * client's error toast (spec §4); its field errors go under their fields.
 */
export function LoginForm({ initialUserName, remembered, onSubmitting, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<LoginValues>({
    ten_dang_nhap: initialUserName,
    mat_khau: '',
    ghi_nho: remembered,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const change = (field: Field, value: string) => {
    const next =
      field === 'ten_dang_nhap' ? { ...values, ten_dang_nhap: value } : { ...values, mat_khau: value };
    setValues(next);
    // Like the app's other forms: checked on submit, then again as the user corrects.
    if (checked) setErrors(validateLogin(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateLogin(values);
    setChecked(true);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setPending(true);
    onSubmitting?.();
    try {
      await onSignedIn(await signIn(values));
    } catch (error) {
      setPending(false);
      if (!(error instanceof ApiError)) {
        // The app failed to open after the login (a chunk of a replaced build reloads by itself).
        console.error(error);
        toast.error(translate(DEFAULT_ERROR_KEY));
        return;
      }
      const fromServer: Partial<Record<Field, string>> = {};
      for (const fieldError of error.fieldErrors) {
        const field = fieldError.path.split('.')[0] as Field;
        if (FIELDS.includes(field)) fromServer[field] ??= fieldError.message;
      }
      setErrors(fromServer);
      const firstServerField = FIELDS.find((field) => fromServer[field]);
      if (firstServerField) inputs.current[firstServerField]?.focus();
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={pending}>
      <LoginField
        id="login-ten-dang-nhap"
        name="ten_dang_nhap"
        label={t('fields.ten_dang_nhap')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus={!remembered}
        value={values.ten_dang_nhap}
        onChange={(e) => change('ten_dang_nhap', e.target.value)}
        error={validationText(errors.ten_dang_nhap)}
        inputRef={(el) => {
          inputs.current.ten_dang_nhap = el;
        }}
      />
      <LoginField
        id="login-mat-khau"
        name="mat_khau"
        label={t('fields.mat_khau')}
        autoComplete="current-password"
        revealable
        autoFocus={remembered}
        value={values.mat_khau}
        onChange={(e) => change('mat_khau', e.target.value)}
        error={validationText(errors.mat_khau)}
        inputRef={(el) => {
          inputs.current.mat_khau = el;
        }}
      />
      <label className={styles.remember}>
        <input
          type="checkbox"
          className={styles.checkbox}
          name="ghi_nho"
          checked={values.ghi_nho}
          onChange={(e) => setValues({ ...values, ghi_nho: e.target.checked })}
        />
        {t('login.remember_me')}
      </label>
      <button type="submit" className={styles.submit} aria-busy={pending} data-testid="login-submit">
        {t('login.submit')}
        {pending && <span className={styles.spinner} aria-hidden />}
      </button>
    </form>
  );
}
