import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import type { ReactNode } from 'react';
import '../lib/dayjs';

const theme = {
  token: { colorPrimary: '#1f5fbf', borderRadius: 6, fontSize: 14 },
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
