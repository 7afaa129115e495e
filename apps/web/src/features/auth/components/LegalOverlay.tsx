import { Button, Modal, Segmented, Typography, theme } from 'antd';
import { currentLanguage, useT } from '../../../shared/i18n/index.ts';
import { privacyDocument } from '../legal/privacy.ts';
import { termsDocument } from '../legal/terms.ts';

export type LegalDoc = 'terms' | 'privacy';

interface Props {
  doc: LegalDoc;
  onSwitch: (doc: LegalDoc) => void;
  onClose: () => void;
}

/** SPEC §2.7: the terms and the privacy policy open over the register form and can switch to each other. */
export function LegalOverlay({ doc, onSwitch, onClose }: Props) {
  const t = useT('auth');
  const { token } = theme.useToken();
  const lang = currentLanguage();
  const content = (doc === 'terms' ? termsDocument : privacyDocument)[lang];

  return (
    <Modal
      open
      centered
      width={640}
      zIndex={1100}
      title={
        <Segmented<LegalDoc>
          value={doc}
          onChange={onSwitch}
          options={[
            { value: 'terms', label: t('legal.terms') },
            { value: 'privacy', label: t('legal.privacy') },
          ]}
        />
      }
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('legal.close')}
        </Button>
      }
      styles={{ body: { maxHeight: '60vh', overflowY: 'auto', paddingRight: 8 } }}
    >
      <Typography>
        <Typography.Title level={4} style={{ marginTop: 8 }}>
          {content.title}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {t('legal.updated', { date: content.updated })}
        </Typography.Text>
        <Typography.Paragraph style={{ marginTop: 12 }}>{content.intro}</Typography.Paragraph>
        {content.sections.map((section) => (
          <section key={section.title}>
            <Typography.Title level={5}>{section.title}</Typography.Title>
            {section.body.map((p) => (
              <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
            ))}
          </section>
        ))}
      </Typography>
    </Modal>
  );
}
