import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import useToken from 'antd/es/theme/useToken';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { queryClient } from '../../shared/api/query-client.ts';
import { currentLanguage, i18n, type Language } from '../../shared/i18n/index.ts';
import { themeFor } from '../theme/editions.ts';
import { useActiveEdition } from '../theme/use-active-edition.ts';
import { useReducedMotion } from '../theme/use-reduced-motion.ts';

/*
 * antd's texts (dialog buttons, pickers, pagination) load beside the app: the header and the home page use
 * no antd component, and every antd component sits in a chunk that loads after this one. Loading starts at
 * once for the stored language; zh-TW's file loads only for players who choose it.
 */
const antdLocales: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
};
const loadedLocales: Partial<Record<Language, Locale>> = {};
const loadLocale = (lng: Language) =>
  antdLocales[lng]().then((m) => {
    loadedLocales[lng] = m.default;
    return m.default;
  });
void loadLocale(currentLanguage());

/*
 * antd's ConfigProvider wraps the app in its locale provider only once it has a locale, and a new wrapper
 * remounts everything below it: when the file arrived after the first paint, a click on 登录 in that moment
 * was lost and anything typed was wiped. A bare locale holds the wrapper's place until the texts arrive
 * (nothing antd draws before then needs them).
 */
const bareLocales: Record<Language, Locale> = { 'zh-CN': { locale: 'zh-cn' }, 'zh-TW': { locale: 'zh-tw' } };

function useAntdLocale(language: string): Locale {
  const lng: Language = language === 'zh-TW' ? 'zh-TW' : 'zh-CN';
  const [, setLoaded] = useState<Locale | undefined>(loadedLocales[lng]);
  useEffect(() => {
    if (loadedLocales[lng]) return;
    let current = true;
    void loadLocale(lng).then((locale) => current && setLoaded(locale));
    return () => {
      current = false;
    };
  }, [lng]);
  // While a chosen language's file loads, keep the other Chinese one rather than antd's English default.
  return loadedLocales[lng] ?? loadedLocales['zh-CN'] ?? loadedLocales['zh-TW'] ?? bareLocales[lng];
}

/**
 * What antd's <App> gave the page (text colour, size, line height, font from the theme), plus the theme
 * tokens as CSS variables for the light header/home controls that look like antd's without loading them.
 */
function ThemeSurface({ children }: { children: ReactNode }) {
  const [, token] = useToken();
  const style = useMemo(
    () =>
      ({
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        '--qa-ant-primary': token.colorPrimary,
        '--qa-ant-primary-hover': token.colorPrimaryHover,
        '--qa-ant-primary-active': token.colorPrimaryActive,
        '--qa-ant-text': token.colorText,
        '--qa-ant-text-label': token.colorTextLabel,
        '--qa-ant-text-light': token.colorTextLightSolid,
        '--qa-ant-text-placeholder': token.colorTextPlaceholder,
        '--qa-ant-bg-container': token.colorBgContainer,
        '--qa-ant-bg-elevated': token.colorBgElevated,
        '--qa-ant-bg-layout': token.colorBgLayout,
        '--qa-ant-fill': token.colorFill,
        '--qa-ant-fill-secondary': token.colorFillSecondary,
        '--qa-ant-border': token.colorBorder,
        '--qa-ant-radius': `${token.borderRadius}px`,
        '--qa-ant-radius-sm': `${token.borderRadiusSM}px`,
        '--qa-ant-radius-xs': `${token.borderRadiusXS}px`,
        '--qa-ant-shadow-tertiary': token.boxShadowTertiary,
        '--qa-ant-control-outline': token.controlOutline,
        '--qa-ant-control-tmp-outline': token.controlTmpOutline,
        '--qa-ant-motion': token.motionDurationMid,
      }) as CSSProperties,
    [token],
  );
  return (
    <div className="qa-app" style={style}>
      {children}
    </div>
  );
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { edition } = useActiveEdition();
  const { i18n: active } = useTranslation();
  const reducedMotion = useReducedMotion();
  // A player who asked their system for less motion gets dialogs, popovers and toasts that appear at once
  // (antd's motion token), as our own CSS already does for its spinners and the home carousel.
  const theme = useMemo(() => {
    const base = themeFor(edition);
    return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base;
  }, [edition, reducedMotion]);
  const locale = useAntdLocale(active.language);

  useEffect(() => {
    // Our own CSS variables (global.css) follow the same edition as antd's tokens.
    document.documentElement.dataset.edition = edition;
  }, [edition]);

  return (
    <ConfigProvider locale={locale} theme={theme}>
      <ThemeSurface>{children}</ThemeSurface>
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
