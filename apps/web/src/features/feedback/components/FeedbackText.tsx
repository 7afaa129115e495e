import { Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { FeedbackLimits, feedbackTextLength } from '@qilin/contract';

/**
 * Cuts text to the most the server accepts: FeedbackLimits.textMax characters as feedbackTextLength
 * counts them (code points, leading and trailing spaces not counted).
 */
export const cutFeedbackText = (text: string, { max }: { max: number }): string => {
  const chars = [...text];
  const lead = Math.max(
    chars.findIndex((c) => c.trim() !== ''),
    0,
  );
  return chars.slice(0, lead + max).join('');
};

/**
 * The feedback text box. Its counter and its limit count as the server does (feedbackTextLength, the
 * contract's rule): an emoji is one character, not the two UTF-16 units antd's default count and the
 * browser's maxlength see, which cut a 500-emoji complaint at 250.
 */
export function FeedbackTextArea(props: Omit<TextAreaProps, 'count' | 'showCount' | 'maxLength'>) {
  return (
    <Input.TextArea
      {...props}
      count={{
        show: true,
        max: FeedbackLimits.textMax,
        strategy: feedbackTextLength,
        exceedFormatter: cutFeedbackText,
      }}
    />
  );
}
