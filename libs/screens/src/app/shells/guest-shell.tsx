import { useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { BottomBar } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { SupportChat } from '../../features/support-chat/support-chat';
import { ContactIcon, HomeIcon, HowtoIcon, RegisterIcon } from './nav-icons';
import { useNavItem } from './nav-item';
import './shells.css';

/**
 * Guest shell: no top bar; bottom bar with home (login), register, how-to, contact and, last, the support chat docked
 * in it (it never floats over the page).
 */
export function GuestShell() {
  const { t } = useLingui();
  const { signOut } = useAppContext();

  // Entering the guest area ends any stored session (docs/product.md#session).
  useEffect(() => {
    signOut();
  }, [signOut]);

  const item = useNavItem();
  return (
    <div className="wl-shell wl-shell--guest">
      <main className="wl-shell__content">
        <Outlet />
      </main>
      <BottomBar
        label={t`Main menu`}
        linkAs={Link}
        items={[
          item('register', '/register', t`Register`, <RegisterIcon />),
          item('howto', '/howto', t`How to`, <HowtoIcon />),
          item('contact', '/contact', t`Contact`, <ContactIcon />),
        ]}
        home={item('login', '/login', t`Home`, <HomeIcon />)}
        end={
          // Rendered empty in the prerendered HTML: the chat's room in the bar is kept before it mounts (CLS 0).
          <div className="wl-shell__chat-slot wl-shell__chat-slot--bar">
            <SupportChat userId={null} placement="inline" bar="bottom" />
          </div>
        }
      />
    </div>
  );
}
