import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Menu, type MenuRef } from 'antd';
import { useEffect, useRef, useTransition } from 'react';
import { useLocation } from 'react-router-dom';
import { useNotificationsTotal } from '../../api/shared-queries';
import { Logo } from '../../components/logo';
import { useConfirmIfUnsaved } from '../../components/unsaved-changes/unsaved-changes-context';
import { useCurrentUser, useLogout } from '../../features/auth/api';
import { useAskBeforeSignOut } from '../../features/routes/bulk/components/use-ask-before-sign-out';
import { afterNextPaint } from '../../lib/after-paint';
import styles from './app-header.module.css';
import { BackgroundWork } from './background-work';
import { activeNavKey, navItems } from './nav-items';

export function AppHeader() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const logout = useLogout();
  const confirmIfUnsaved = useConfirmIfUnsaved();
  const askBeforeSignOut = useAskBeforeSignOut();
  const total = useNotificationsTotal().data?.total ?? 0;
  const menu = useRef<MenuRef>(null);
  // The refresh token's revocation may take up to 2 s before the sign-out goes on.
  const [leaving, startLeaving] = useTransition();

  // On a phone the menu row scrolls sideways: bring the current screen's entry into it, again
  // once the badge has widened the notifications entry.
  useEffect(
    () =>
      afterNextPaint(() => {
        const list = menu.current?.menu?.list;
        const active = list?.querySelector('[aria-current="page"]')?.closest('[role="menuitem"]');
        if (!list || !active || list.scrollWidth <= list.clientWidth) return;
        const offset = active.getBoundingClientRect().left - list.getBoundingClientRect().left;
        list.scrollLeft += offset - (list.clientWidth - active.clientWidth) / 2;
      }),
    [pathname, total],
  );

  return (
    <Layout.Header className={styles.header}>
      <Logo inverted collapsible />
      <Menu
        ref={menu}
        theme="dark"
        mode="horizontal"
        selectedKeys={[activeNavKey(pathname)]}
        items={navItems(total)}
        disabledOverflow
        // A tooltip is only for a collapsed menu's icons: each entry's would mount for nothing.
        tooltip={false}
        // The row it takes on narrow screens is the frame's too (src/app/global.css).
        className={`${styles.menu} header-menu-row`}
        aria-label="Главное меню"
        // Its links take the focus themselves; a stop on the whole menu before them is noise.
        tabIndex={-1}
      />
      <Flex align="center" gap={12} className={styles.account}>
        <BackgroundWork />
        <span className={styles.user} title={user.data?.username}>
          <UserOutlined aria-hidden /> {user.data?.username}
        </span>
        <Button
          icon={<LogoutOutlined aria-hidden />}
          loading={leaving}
          aria-busy={leaving}
          onClick={() => askBeforeSignOut(() => confirmIfUnsaved(() => startLeaving(logout)))}
        >
          Выйти
        </Button>
      </Flex>
    </Layout.Header>
  );
}
