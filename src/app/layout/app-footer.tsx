import { Layout } from 'antd';
import { MutedText } from '../../components/muted-text';
import { APP_VERSION, FOOTER_YEAR } from '../../lib/constants';

export function AppFooter() {
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '16px 24px' }}>
      <MutedText>
        © {FOOTER_YEAR} · Расчет НМЦ маршрутов · версия {APP_VERSION}
      </MutedText>
    </Layout.Footer>
  );
}
