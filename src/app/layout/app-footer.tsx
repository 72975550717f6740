import { Layout, Typography } from 'antd';
import { APP_VERSION, FOOTER_YEAR } from '../../lib/constants';

export function AppFooter() {
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '16px 24px' }}>
      <Typography.Text type="secondary">
        © {FOOTER_YEAR} · Расчет НМЦ маршрутов · версия {APP_VERSION}
      </Typography.Text>
    </Layout.Footer>
  );
}
