import { useTranslation } from 'react-i18next';
import { setLanguage, type Language } from '../../../shared/i18n/index.ts';
import { clearApiCache } from '../../../shared/api/client.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { LightSegmented } from '../../../shared/ui/light/LightSegmented.tsx';
import { notifyLoadFailure } from '../../../shared/ui/toast.ts';
import { APP_NS } from '../../i18n.ts';

/** Server content (notices, promotions, navigation, pre-info) is answered per language, so refetch it. */
async function switchLanguage(lng: Language): Promise<void> {
  try {
    await setLanguage(lng);
  } catch (error) {
    // zh-TW's strings did not arrive (a weak network): the page stays as it was, the player is told, and
    // the next press fetches them again.
    notifyLoadFailure(error);
    return;
  }
  clearApiCache();
  await queryClient.invalidateQueries();
}

/**
 * zh-CN / zh-TW switch (SPEC §9). A segmented control rather than a dropdown keeps the menu/popup code
 * out of the home route's first load. Each language's own name is written in its own script.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation(APP_NS);
  const current: Language = i18n.language === 'zh-TW' ? 'zh-TW' : 'zh-CN';
  return (
    <LightSegmented<Language>
      aria-label={t('header.language')}
      value={current}
      onChange={(lng) => void switchLanguage(lng)}
      options={[
        { value: 'zh-CN', label: <span title={t('header.zhCN')}>{t('header.zhCNShort')}</span> },
        { value: 'zh-TW', label: <span title={t('header.zhTW')}>{t('header.zhTWShort')}</span> },
      ]}
    />
  );
}
