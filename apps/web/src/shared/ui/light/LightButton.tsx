import type { ButtonHTMLAttributes } from 'react';

/** antd writes a space between the two characters of a two-character Chinese label ("登 录"); so do we. */
const TWO_CJK = /^[\u4e00-\u9fa5]{2}$/;

interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary';
  size?: 'middle' | 'small';
}

/**
 * A button that looks like antd's Button (same theme tokens through the CSS variables AppProviders sets)
 * without loading antd's Button, wave effect and their style engine for the header and the home page.
 */
export function LightButton({
  variant = 'default',
  size = 'middle',
  className,
  children,
  type = 'button',
  ...rest
}: LightButtonProps) {
  const text = typeof children === 'string' && TWO_CJK.test(children) ? [...children].join(' ') : children;
  const classes = ['qa-btn', `qa-btn-${variant}`, size === 'small' ? 'qa-btn-sm' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} {...rest}>
      <span>{text}</span>
    </button>
  );
}
