import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { validateLogin } from '@wallet/domain';
import { useLogin } from '@wallet/api-client/react';
import { Button, Checkbox, LanguageDropdown, TextField } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { redirectTarget } from '../../shared/redirect-target';
import { draftFromState } from '../../shared/form-draft';
import { loginReasonFromState } from '../../shared/login-reason';
import { translate } from '../../i18n/translate';
import { PageLayout } from '../../shared/page-layout/page-layout';
import { FormError } from '../../shared/forms/form-error';
import { useDomainForm } from '../../shared/forms/use-domain-form';
import { useReplayedSubmit } from '../../shared/forms/pending-submit';
import { useServiceCheck } from './use-service-check';
import './login-page.css';
import { paths } from '../../shared/paths';

/** /login: language, phone and password (both required), remember me, link to register. */
export function LoginPage() {
  const { t, i18n } = useLingui();
  const { config, session, locale, setLocale, preloadPage } = useAppContext();
  const navigate = useNavigate();
  const location = useLocation();
  const target = redirectTarget(location.state);
  // The page the login lands on (/user opens home), downloaded once the player starts filling the form (typing or
  // autofill) and again when the login is sent: the player waits for the server's answer, not for a second page of
  // code after it. Not when the page is merely idle: on slow 4G its twenty files held the origin's six connections for
  // three seconds, ahead of the support chat a guest may have come for.
  const landing = target === paths.user.root.getHref() ? paths.user.home.getHref() : target;
  const filling = useRef(false);
  const startFilling = () => {
    if (filling.current) return;
    filling.current = true;
    preloadPage?.(landing);
  };
  // Why a player page sent the player here (docs/product.md#session), said until the next login.
  const reason = loginReasonFromState(location.state);
  const reasonText =
    reason === 'expired'
      ? translate(i18n, { id: 'error.EXPIRED_AUTH_TOKEN' })
      : reason === 'logged-out-elsewhere'
        ? t`You logged out in another tab. Log in again to continue.`
        : null;
  const login = useLogin();
  const [remember, setRemember] = useState(true);
  // Read when the login answers: a box unticked before the app started counts even for a replayed submit.
  const rememberChoice = useRef(remember);
  const chooseRemember = (checked: boolean) => {
    rememberChoice.current = checked;
    setRemember(checked);
  };
  const form = useDomainForm({
    initialValues: { username: '', password: '' },
    validate: validateLogin,
    submit: (value) => {
      const sent = login.mutateAsync(value);
      // After the login's request is out: on HTTP/1.1 it would otherwise queue behind the page's files.
      setTimeout(() => preloadPage?.(landing), 0);
      return sent;
    },
    onSuccess: ({ token }) => {
      session.setToken(token, rememberChoice.current);
      // A money dialog's typed values, when the last session ended mid-form: home offers them to the same player.
      const draft = draftFromState(location.state);
      void navigate(target, { replace: true, state: draft ? { draft } : null });
    },
  });
  useServiceCheck();
  // Log in tapped on the prerendered page before the app started: sent now, with what was typed.
  const replay = useReplayedSubmit('login', () => form.handleSubmit());

  return (
    <PageLayout
      className="wl-login"
      title={config.appName}
      toolbar={
        <div className="wl-login__lang">
          <LanguageDropdown value={locale} onChange={setLocale} label={t`Language`} />
        </div>
      }
    >
      <p className="wl-login__subtitle">
        <Trans>Log in to your wallet</Trans>
      </p>
      {reasonText ? (
        <p role="status" className="wl-login__reason">
          {reasonText}
        </p>
      ) : null}
      <form
        {...replay}
        className="wl-form"
        onInput={startFilling}
        onSubmit={form.handleSubmit}
        noValidate
        aria-describedby={form.serverError ? 'login-error' : undefined}
      >
        <TextField
          label={t`Phone number`}
          type="tel"
          inputMode="tel"
          autoComplete="username"
          required
          {...form.textField('username')}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          revealable
          required
          {...form.textField('password')}
        />
        <Checkbox
          label={t`Remember me`}
          checked={remember}
          onChange={(e) => chooseRemember(e.target.checked)}
        />
        <FormError
          id="login-error"
          message={form.serverError}
          nextStep={
            form.serverNextStep ? (
              <>
                <p>{form.serverNextStep}</p>
                {/* A way forward from a refused login: support resets a forgotten password; a stranger registers. */}
                <p className="wl-login__ways">
                  <Link to={paths.contact.getHref()}>{t`Contact support`}</Link>
                  <Link to={paths.register.getHref()}>{t`Register a new account`}</Link>
                </p>
              </>
            ) : null
          }
        />
        <Button type="submit" fullWidth size="lg" loading={form.pending}>
          <Trans>Log in</Trans>
        </Button>
      </form>
      <p className="wl-login__register">
        <Trans>No account yet?</Trans> <Link to={paths.register.getHref()}>{t`Register`}</Link>
      </p>
    </PageLayout>
  );
}
