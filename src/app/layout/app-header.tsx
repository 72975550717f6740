import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Layout, Menu, Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { notificationsTotalQuery } from '../../api/shared-queries';
import { Logo } from '../../components/logo';
import { useCurrentUser, useLogout } from '../../features/auth/api';
import { activeNavKey, navItems } from './nav-items';

export function AppHeader() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const logout = useLogout();
  const total = useQuery(notificationsTotalQuery()).data?.total ?? 0;

  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24, paddingInline: 24 }}>
      <Logo inverted />
      <Menu
        theme="dark"
        mode="horizontal"
        selectedKeys={[activeNavKey(pathname)]}
        items={navItems(total)}
        style={{ flex: 1, minWidth: 0 }}
        aria-label="Главное меню"
        // Its links take the focus themselves; a stop on the whole menu before them is noise.
        tabIndex={-1}
      />
      <Flex align="center" gap={12}>
        {/* A long name is cut with «…», so it never squeezes the menu out of the header. */}
        <Typography.Text
          ellipsis={{ tooltip: user.data?.username }}
          style={{ color: 'rgba(255,255,255,0.85)', maxWidth: 240 }}
        >
          <UserOutlined aria-hidden /> {user.data?.username}
        </Typography.Text>
        <Button icon={<LogoutOutlined aria-hidden />} onClick={logout}>
          Выйти
        </Button>
      </Flex>
    </Layout.Header>
  );
}
