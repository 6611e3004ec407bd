import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { BottomBar } from '@wallet/ui-kit';
import { SupportChat } from '../../features/support-chat/support-chat';
import { ContactIcon, HomeIcon, HowtoIcon, RegisterIcon } from './nav-icons';
import { useAppContext } from '../../shared/app-context';
import { useNavItem } from './nav-item';
import './shells.css';
import { paths } from '../../shared/paths';

/**
 * Guest shell: no top bar; bottom bar with home (login), register, how-to, contact and, last, the support chat docked
 * in it (it never floats over the page). From 1024 px the bar is the menu at the top (shells.css): it comes before the
 * page in the document, where the desktop shows it.
 */
export function GuestShell() {
  const { t } = useLingui();
  const item = useNavItem();
  return (
    <div className="wl-shell wl-shell--guest">
      <BottomBar
        label={t`Main menu`}
        linkAs={Link}
        items={[
          item('register', paths.register.getHref(), t`Register`, <RegisterIcon />),
          item('howto', paths.howto.getHref(), t`How to`, <HowtoIcon />),
          item('contact', paths.contact.getHref(), t`Contact`, <ContactIcon />),
        ]}
        home={item('login', paths.login.getHref(), t`Home`, <HomeIcon />)}
        end={
          // Rendered empty in the prerendered HTML: the chat's room in the bar is kept before it mounts (CLS 0).
          <div className="wl-shell__chat-slot wl-shell__chat-slot--bar">
            <SupportChat userId={null} placement="inline" bar="bottom" />
          </div>
        }
      />
      <main className="wl-shell__content">
        <Outlet />
      </main>
    </div>
  );
}

/** The player's page for a guest page opened with a session: the player stays logged in (docs/product.md#session). */
const PLAYER_VERSION: Record<string, string> = {
  [paths.contact.getHref()]: paths.user.contact.getHref(),
  [paths.howto.getHref()]: paths.user.howto.getHref(),
  // A player has an account already: a register or invite link opens the wallet.
  [paths.register.getHref()]: paths.user.home.getHref(),
};

/**
 * The guest pages a player may open too (/contact, /howto, /register, an invite link), in another tab or from a
 * link on any site: with a session they show the player's version inside the player shell, and nothing ends the
 * session (only logging out or logging in as another player does).
 */
export function GuestOnly() {
  const { session } = useAppContext();
  const { pathname } = useLocation();
  const target = PLAYER_VERSION[pathname];
  if (target && session.getToken()) return <Navigate to={target} replace />;
  return <Outlet />;
}
