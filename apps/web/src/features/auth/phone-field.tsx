import { Form, Input, Select, Space } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { Limits, validatePhone } from '@qilin/contract';
import { useCountryAreas } from './api.ts';
import { DEFAULT_AREA_CODE, regexFor } from './areas.ts';
import { asFormRule, useRuleText } from './rule-text.ts';

interface Props {
  placeholder: string;
  areaPlaceholder?: string;
  /** Form field names; default 'areaCode' and 'phone'. */
  areaName?: string;
  phoneName?: string;
}

/**
 * Public to other features: country select (SitePath.countryArea, +86 first) and phone input inside a
 * Form; the phone is checked with the selected country's regex (SPEC §5, max 11).
 */
export function PhoneField({
  placeholder,
  areaPlaceholder,
  areaName = 'areaCode',
  phoneName = 'phone',
}: Props) {
  const ruleText = useRuleText();
  const rule = asFormRule(ruleText);
  const areas = useCountryAreas();
  const list = areas.data?.length
    ? areas.data
    : [{ areaName: '中国', areaCode: DEFAULT_AREA_CODE, regex: '' }];

  return (
    <Form.Item required>
      <Space.Compact block>
        <Form.Item name={areaName} noStyle initialValue={DEFAULT_AREA_CODE}>
          <Select
            style={{ width: 104 }}
            popupMatchSelectWidth={220}
            loading={areas.isLoading}
            placeholder={areaPlaceholder}
            showSearch={{ optionFilterProp: 'label' }}
            options={list.map((a) => ({ value: a.areaCode, label: `${a.areaCode} ${a.areaName}` }))}
            labelRender={(o) => String(o.value)}
          />
        </Form.Item>
        <Form.Item
          name={phoneName}
          noStyle
          dependencies={[areaName]}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                rule(
                  validatePhone(
                    (v ?? '').trim(),
                    regexFor(areas.data ?? [], getFieldValue(areaName) as string),
                  ),
                ),
            }),
          ]}
        >
          <Input
            prefix={<MobileOutlined />}
            inputMode="tel"
            maxLength={Limits.phoneMax}
            placeholder={placeholder}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
