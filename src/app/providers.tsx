import { StyleProvider } from '@ant-design/cssinjs';
import { LoadingOutlined } from '@ant-design/icons';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import { useMemo, type ReactNode } from 'react';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { theme } from './theme';

/** antd's spinner is labelled «loading», which made a busy button «loading Сохранить». */
const button = { loadingIcon: <LoadingOutlined aria-hidden /> };

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // Zooms, fades and slides are off for whoever asked the system for less motion.
  const reducedMotion = useReducedMotion();
  const appTheme = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  return (
    <QueryClientProvider client={queryClient}>
      {/* antd's styles sit in the `antd` cascade layer, below the app's own CSS. The build ships
          most of them as static CSS (scripts/antd-styles.mjs). */}
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
