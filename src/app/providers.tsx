import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import type { ReactNode } from 'react';
import '../lib/dayjs';

/**
 * antd's default link, error, secondary, placeholder and orange-tag text colours, and the grey of
 * a table's empty text, fall below the WCAG AA contrast of 4.5:1 on white and on the grey layout;
 * these are the nearest shades that reach it.
 */
const theme = {
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 6,
    fontSize: 14,
  },
  components: {
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    Tag: { orange7: '#ad4e00' },
  },
};

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ruRU} theme={theme}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
