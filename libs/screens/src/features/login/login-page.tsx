import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { validateLogin } from '@wallet/domain';
import { useLogin } from '@wallet/api-client/react';
import { Button, Checkbox, LanguageDropdown, TextField } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { redirectTarget } from '../../shared/redirect-target';
import { useErrorText } from '../../shared/use-error-text';
import { translate } from '../../i18n/translate';
import { useServiceCheck } from './use-service-check';
import './login-page.css';

type LoginErrors = Partial<Record<'username' | 'password', string>>;

/** /login: language, phone and password (both required), remember me, link to register. */
export function LoginPage() {
  const { t, i18n } = useLingui();
  const { config, session, locale, setLocale } = useAppContext();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  useServiceCheck();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const result = validateLogin({ username, password });
    setServerError(null);
    if (!result.ok) {
      const fieldErrors: LoginErrors = {};
      for (const [field, ref] of Object.entries(result.errors)) {
        if (ref) fieldErrors[field as keyof LoginErrors] = translate(i18n, ref);
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    login.mutate(result.value, {
      onSuccess: ({ token }) => {
        session.setToken(token, remember);
        void navigate(redirectTarget(location.state), { replace: true });
      },
      onError: (error) => setServerError(errorText(error)),
    });
  }

  return (
    <main className="wl-login">
      <div className="wl-login__lang">
        <LanguageDropdown value={locale} onChange={setLocale} label={t`Language`} />
      </div>
      <h1 className="wl-login__title">{config.appName}</h1>
      <p className="wl-login__subtitle">
        <Trans>Log in to your wallet</Trans>
      </p>
      <form
        className="wl-login__form"
        onSubmit={submit}
        noValidate
        aria-describedby={serverError ? 'login-error' : undefined}
      >
        <TextField
          label={t`Phone number`}
          name="username"
          type="tel"
          inputMode="tel"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          revealable
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <Checkbox label={t`Remember me`} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {serverError ? (
          <p id="login-error" role="alert" className="wl-login__error">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" fullWidth size="lg" loading={login.isPending}>
          <Trans>Log in</Trans>
        </Button>
      </form>
      <p className="wl-login__register">
        <Trans>No account yet?</Trans> <Link to="/register">{t`Register`}</Link>
      </p>
    </main>
  );
}
