import { useState } from 'react';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useT } from '../../../shared/i18n/index.ts';
import { revealField, type SensitiveField } from '../api.ts';

/** A masked value with an eye toggle that shows the plain value (decrypted once, cached in DD_ storage). */
export function RevealValue({
  masked,
  field,
  prefix = '',
}: {
  masked: string;
  field: SensitiveField;
  prefix?: string;
}) {
  const t = useT('mine');
  const [plain, setPlain] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [loading, setLoading] = useState(false);

  const toggle = async () => {
    if (shown) {
      setShown(false);
      return;
    }
    if (plain === null) {
      setLoading(true);
      try {
        setPlain(await revealField(field));
      } catch {
        return; // the API client has shown why
      } finally {
        setLoading(false);
      }
    }
    setShown(true);
  };

  return (
    <Flex align="center" gap={4}>
      <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>
        {prefix}
        {shown && plain ? plain : masked}
      </Typography.Text>
      <Tooltip title={shown ? t('common.hide') : t('common.show')}>
        <Button
          type="text"
          size="small"
          loading={loading}
          aria-label={shown ? t('common.hide') : t('common.show')}
          icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => void toggle()}
        />
      </Tooltip>
    </Flex>
  );
}
