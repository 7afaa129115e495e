import { describe, expect, it } from 'vitest';
import { privacyDocument } from './privacy.ts';
import { termsDocument } from './terms.ts';

const text = (doc: { intro: string; sections: { title: string; body: string[] }[] }) =>
  [doc.intro, ...doc.sections.flatMap((s) => [s.title, ...s.body])].join('\n');

describe('legal texts', () => {
  it('both languages have the same structure', () => {
    for (const doc of [termsDocument, privacyDocument]) {
      expect(doc['zh-TW'].sections.length).toBe(doc['zh-CN'].sections.length);
      doc['zh-CN'].sections.forEach((s, i) =>
        expect(doc['zh-TW'].sections[i]?.body.length).toBe(s.body.length),
      );
    }
  });

  it('the terms cover every point of the SPEC §1 summary', () => {
    const cn = text(termsDocument['zh-CN']);
    for (const needle of [
      '18周岁',
      '仅可注册和持有一个账户',
      '不可取消',
      '明显错误',
      '系统故障',
      '多个活跃账户',
      '持有人姓名不一致',
      '提前退出',
      '自动程序',
      '机器人',
      '派发至您的平台账户',
      '税',
      '14天内',
      '书面',
      '保存5年',
      '第三方网站',
      '不可抗力',
      '责任限制',
      '绝不会',
      '1,500,000美元',
      '600,000美元',
      '180,000美元',
    ])
      expect(cn).toContain(needle);
    const tw = text(termsDocument['zh-TW']);
    for (const needle of ['18歲', '14天內', '保存5年', '機器人', '絕不會']) expect(tw).toContain(needle);
  });

  it('the privacy policy covers age, encryption and sharing', () => {
    const cn = text(privacyDocument['zh-CN']);
    for (const needle of ['18周岁', '加密连接', '支付服务商', '安全验证及信用核查服务商'])
      expect(cn).toContain(needle);
    const tw = text(privacyDocument['zh-TW']);
    for (const needle of ['18歲', '加密連線', '支付服務商', '信用查核服務商']) expect(tw).toContain(needle);
  });
});
