import { Flex, Typography, theme } from 'antd';
import { SafetyCertificateFilled, TrophyFilled } from '@ant-design/icons';
import { useT } from '../../../shared/i18n/index.ts';
import { usePreInfo } from '../../site/index.ts';

/** The dialog's brand band: site logo (or a crest) and name from preInfo, with the 18+ note. */
export function BrandHeader({ title, subtitle }: { title?: string; subtitle?: string }) {
  const t = useT('auth');
  const { token } = theme.useToken();
  const pre = usePreInfo();
  const site = pre.data?.siteBaseConfig;
  const name = site?.name || t('brand.fallbackName');

  return (
    <div
      style={{
        padding: '28px 24px 22px',
        background: `linear-gradient(135deg, ${token.colorPrimary} 0%, ${token.colorPrimaryActive} 100%)`,
        color: token.colorWhite,
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <TrophyFilled
        aria-hidden
        style={{
          position: 'absolute',
          right: -12,
          bottom: -18,
          fontSize: 112,
          opacity: 0.12,
          color: token.colorWhite,
        }}
      />
      <Flex align="center" gap={12}>
        {site?.logo ? (
          <div
            style={{
              padding: '6px 10px',
              borderRadius: token.borderRadius,
              background: token.colorBgContainer,
              boxShadow: token.boxShadowTertiary,
              lineHeight: 0,
            }}
          >
            <img src={site.logo} alt={name} style={{ height: 32, maxWidth: 112, objectFit: 'contain' }} />
          </div>
        ) : (
          <Flex
            align="center"
            justify="center"
            style={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              border: `2px solid ${token.colorWhite}`,
              fontSize: 22,
            }}
          >
            <SafetyCertificateFilled />
          </Flex>
        )}
        <div>
          <Typography.Title level={4} style={{ margin: 0, color: token.colorWhite }}>
            {title ?? t('brand.welcome', { name })}
          </Typography.Title>
          <div style={{ opacity: 0.85, fontSize: token.fontSizeSM, marginTop: 2 }}>
            {subtitle ?? t('brand.slogan')}
          </div>
        </div>
      </Flex>
    </div>
  );
}
