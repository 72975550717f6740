import { StyleProvider } from '@ant-design/cssinjs';
import { LoadingOutlined } from '@ant-design/icons';
import { Provider as MotionProvider } from '@rc-component/motion';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import type { ReactNode } from 'react';
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
  const reducedMotion = useReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      {/* antd's styles sit in the `antd` cascade layer, below the app's own CSS. The build ships
          most of them as static CSS (scripts/antd-styles.mjs). */}
      <StyleProvider layer>
        <ConfigProvider
          locale={ruRU}
          theme={theme}
          button={button}
          // antd's virtual lists leave the options on screen without a role (screen readers get
          // three hidden copies around the active one). The app's lists are short: real options.
          virtual={false}
        >
          {/* Zooms, fades and slides are off for whoever asked the system for less motion. The
              theme stays the one whose styles the build ships; global.css zeroes its durations. */}
          <MotionProvider motion={!reducedMotion}>{children}</MotionProvider>
        </ConfigProvider>
      </StyleProvider>
    </QueryClientProvider>
  );
}
