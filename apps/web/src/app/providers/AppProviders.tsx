import { useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { queryClient } from '../../shared/api/query-client.ts';
import { i18n } from '../../shared/i18n/index.ts';
import { themeFor } from '../theme/editions.ts';
import { useActiveEdition } from '../theme/use-active-edition.ts';

function ThemedApp({ children }: { children: ReactNode }) {
  const { edition } = useActiveEdition();
  const { i18n: active } = useTranslation();
  const theme = useMemo(() => themeFor(edition), [edition]);

  useEffect(() => {
    // Our own CSS variables (global.css) follow the same edition as antd's tokens.
    document.documentElement.dataset.edition = edition;
  }, [edition]);

  return (
    <ConfigProvider locale={active.language === 'zh-TW' ? zhTW : zhCN} theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Server-state cache, translations, antd theme/locale (following edition and language). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemedApp>{children}</ThemedApp>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
