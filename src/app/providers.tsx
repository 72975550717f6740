import { StyleProvider } from '@ant-design/cssinjs';
import { LoadingOutlined } from '@ant-design/icons';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import type { ReactNode } from 'react';
import '../lib/dayjs';
import { theme } from './theme';

/**
 * The build ships antd's styles as static CSS per chunk (scripts/antd-static-style.mjs) and turns
 * their generation in the browser off; the development server and the unit tests generate them.
 * Either way they sit in the `antd` cascade layer, below the app's own CSS.
 */
const appTheme = { ...theme, hashed: false, zeroRuntime: import.meta.env.PROD };

/** antd's spinner is labelled «loading», which made a busy button «loading Сохранить». */
const button = { loadingIcon: <LoadingOutlined aria-hidden /> };

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <StyleProvider layer>
        <ConfigProvider
          locale={ruRU}
          theme={appTheme}
          button={button}
          // antd's virtual lists leave the options on screen without a role (screen readers get
          // three hidden copies around the active one). The app's lists are short: real options.
          virtual={false}
        >
          {children}
        </ConfigProvider>
      </StyleProvider>
    </QueryClientProvider>
  );
}
