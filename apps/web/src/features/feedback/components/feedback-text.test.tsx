// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FeedbackLimits, validateFeedback } from '@qilin/contract';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { cutFeedbackText, FeedbackTextArea } from './FeedbackText.tsx';

const dom = mountPerTest();
const EMOJI = '😀'; // one character, two UTF-16 units

function Box({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <FeedbackTextArea value={value} onChange={(e) => setValue(e.target.value)} />;
}
const draw = (initial = '') => {
  act(() => dom.root.render(<Box initial={initial} />));
  const area = dom.host.querySelector('textarea');
  if (!area) throw new Error('no textarea');
  return area;
};
const counter = () => dom.host.querySelector('.ant-input-data-count')?.textContent;
/** Types (or pastes) `text` as the whole content, as the browser reports an input. */
const type = (area: HTMLTextAreaElement, text: string) =>
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('the feedback text box counts as the server does (code points, trimmed)', () => {
  it('counts an emoji as one character', () => {
    draw(EMOJI.repeat(3));
    expect(counter()).toBe(`3 / ${FeedbackLimits.textMax}`);
  });

  it('does not count the spaces around the text, which the server trims', () => {
    draw('  你好世界啊  ');
    expect(counter()).toBe(`5 / ${FeedbackLimits.textMax}`);
  });

  it('takes 500 emoji, which the server accepts, and sets no UTF-16 maxlength that would stop at 250', () => {
    const area = draw();
    const full = EMOJI.repeat(FeedbackLimits.textMax);
    type(area, full);
    expect(area.value).toBe(full);
    expect(area.hasAttribute('maxlength')).toBe(false);
    expect(counter()).toBe(`${FeedbackLimits.textMax} / ${FeedbackLimits.textMax}`);
    expect(validateFeedback({ type: 1, content: area.value, images: [] })).toBe('');
  });

  it('stops at the limit: more is cut to what the server would take', () => {
    const area = draw();
    type(area, `${EMOJI.repeat(FeedbackLimits.textMax)}多`);
    expect(area.value).toBe(EMOJI.repeat(FeedbackLimits.textMax));
  });
});

describe('cutFeedbackText', () => {
  it('keeps leading spaces out of the count and never splits an emoji', () => {
    expect(cutFeedbackText(`  ${EMOJI}${EMOJI}${EMOJI}`, { max: 2 })).toBe(`  ${EMOJI}${EMOJI}`);
    expect(cutFeedbackText('一二三四', { max: 3 })).toBe('一二三');
  });
});
