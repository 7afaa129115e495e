import { Badge, type BadgeProps } from 'antd';

/**
 * A standalone count badge. antd's Badge draws each digit in its own inline block (for the rolling
 * animation), so screen readers named a tab "全部 1 8"; the drawn badge is hidden from them and the number
 * is given once, whole.
 */
export function CountBadge({ count, ...rest }: Omit<BadgeProps, 'count' | 'children'> & { count: number }) {
  return (
    <>
      <Badge count={count} aria-hidden {...rest} />
      <span className="qa-visually-hidden">{count}</span>
    </>
  );
}
