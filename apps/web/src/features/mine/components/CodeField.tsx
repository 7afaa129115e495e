import { Flex, Form, Input } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Limits, validateCode } from '@qilin/contract';
import { asFormRule, useRuleText } from '../../auth/rule-text.ts';
import { SendCodeButton, type SendCodeButtonProps } from '../../auth/send-code-button.tsx';

interface Props {
  placeholder: string;
  request: SendCodeButtonProps['request'];
  successText: string;
  name?: string;
}

/** Code input (SPEC §5: required, max 30) with the get-code button and its 60 s countdown. */
export function CodeField({ placeholder, request, successText, name = 'code' }: Props) {
  const ruleText = useRuleText();
  const rule = asFormRule(ruleText);
  return (
    <Flex gap={8} align="start">
      <Form.Item
        name={name}
        style={{ flex: 1 }}
        rules={[{ validator: (_, v: string | undefined) => rule(validateCode((v ?? '').trim())) }]}
      >
        <Input
          prefix={<SafetyCertificateOutlined />}
          maxLength={Limits.codeMax}
          autoComplete="one-time-code"
          placeholder={placeholder}
        />
      </Form.Item>
      <SendCodeButton request={request} successText={successText} />
    </Flex>
  );
}
