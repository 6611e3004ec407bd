import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { BottomBar, Button, LanguageDropdown, Loader, TopBar } from '@wallet/ui-kit';
import { useLogout, useProfile } from '@wallet/api-client/react';
import { useAppContext } from '../../shared/app-context';
import { AccountSwitchNotice } from '../../shared/money/account-switch-notice';
import { FINAL_TAP_ATTRIBUTE } from '../../shared/forms/pending-submit';
import { DepositWatchProvider } from '../../shared/money/use-deposit-watch';
import { SupportChat } from '../../features/support-chat/support-chat';
import { ContactIcon, HomeIcon } from './nav-icons';
import { ConditionsIcon, LogoutIcon, ProfileIcon, StatementIcon } from './player-nav-icons';
import { useNavItem } from './nav-item';
import './shells.css';
import { paths } from '../../shared/paths';

// Loaded on first opening: the conditions are server HTML, and the sanitizer they need is the largest part of it
// (~10 KB on the way to every player page otherwise).
const ConditionsModal = lazy(() => import('../../features/conditions/conditions-modal'));

/**
 * Logged-in shell: top bar (app name, support chat, language, logout) and the main menu: a bottom bar with the large
 * home button on a phone, a menu under the top bar from 1024 px (shells.css). The menu comes before the page in the
 * document, where the desktop shows it (the phone's bar is fixed, so its place in the document does not move it).
 * The chat sits in the top bar, so the long pages scroll under nothing but the two bars.
 */
export function PlayerShell() {
  const { t } = useLingui();
  const { config, session, locale, setLocale, signOut, watchSession } = useAppContext();
  const navigate = useNavigate();
  const profile = useProfile();
  const revoke = useLogout();
  const [conditionsOpen, setConditionsOpen] = useState(false);
  // A session the server ends while this page makes no call is noticed within seconds (docs/product.md#session).
  useEffect(() => watchSession?.(), [watchSession]);

  // The device forgets the session first, whatever the server answers (offline, a timeout, a refusal); then the
  // server is told to end the token (docs/product.md#session), so a copy of it stops working too.
  function logout() {
    const token = session.getPageToken();
    signOut();
    void navigate(paths.login.getHref(), { replace: true });
    if (token) revoke.mutate(token);
  }

  const item = useNavItem();
  // The deposit watch lives as long as the player's pages: a deposit landing while another page shows is still told.
  return (
    <DepositWatchProvider>
      <div className="wl-shell wl-shell--player">
        <TopBar
          title={config.appName}
          end={
            <div className="wl-shell__top-actions">
              {/* Rendered empty in the prerendered HTML: the chat's room is kept before it mounts (CLS 0). */}
              <div className="wl-shell__chat-slot">
                {profile.data ? <SupportChat userId={profile.data._id} placement="inline" /> : null}
              </div>
              <LanguageDropdown value={locale} onChange={setLocale} label={t`Language`} compact />
              {/* Tapped before the app has started, Log out is kept over any later tap (pending-submit). */}
              <Button
                variant="ghost"
                onClick={logout}
                icon={<LogoutIcon />}
                className="wl-shell__logout"
                {...{ [FINAL_TAP_ATTRIBUTE]: '' }}
              >
                <span className="wl-shell__logout-label">{t`Log out`}</span>
              </Button>
            </div>
          }
        />
        <BottomBar
          label={t`Main menu`}
          linkAs={Link}
          items={[
            item('profile', paths.user.profile.getHref(), t`Profile`, <ProfileIcon />),
            {
              id: 'conditions',
              label: t`Conditions`,
              icon: <ConditionsIcon />,
              onSelect: () => setConditionsOpen(true),
            },
            item('statement', paths.user.statement.getHref(), t`Statement`, <StatementIcon />),
            item('contact', paths.user.contact.getHref(), t`Contact`, <ContactIcon />),
          ]}
          home={item('home', paths.user.home.getHref(), t`Home`, <HomeIcon />)}
        />
        <main className="wl-shell__content">
          <Outlet />
        </main>
        <AccountSwitchNotice />
        {conditionsOpen ? (
          <Suspense fallback={<Loader active label={t`Loading the conditions`} />}>
            <ConditionsModal open onClose={() => setConditionsOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </DepositWatchProvider>
  );
}
