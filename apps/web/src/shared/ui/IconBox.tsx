import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';

/**
 * How the box is tinted: by a state (success: set up; warning: still to do), or as a choice card's
 * (selected: the primary fill with a white icon; plain: the faint fill with a primary icon).
 */
export type IconBoxTone = 'success' | 'warning' | 'selected' | 'plain';

interface IconBoxProps {
  /** The square's side in px. */
  size: number;
  /** The icon's size in px. */
  iconSize: number;
  tone: IconBoxTone;
  /** The large radius for the large boxes of the security centre; the base one for choice cards. */
  radius?: 'base' | 'large';
  children: ReactNode;
}

/**
 * An icon centred in a tinted, rounded square, beside a title: the security centre's protections, the
 * deposit channels and the payout accounts draw the same box, so it is drawn once, here. It never shrinks:
 * a long title beside it wraps instead.
 */
export function IconBox({ size, iconSize, tone, radius = 'base', children }: IconBoxProps) {
  const { token } = theme.useToken();
  const tints: Record<IconBoxTone, { background: string; color: string }> = {
    success: { background: token.colorSuccessBg, color: token.colorSuccess },
    warning: { background: token.colorWarningBg, color: token.colorWarning },
    selected: { background: token.colorPrimary, color: token.colorWhite },
    plain: { background: token.colorFillSecondary, color: token.colorPrimary },
  };
  return (
    <Flex
      align="center"
      justify="center"
      style={{
        flex: `0 0 ${size}px`,
        width: size,
        height: size,
        borderRadius: radius === 'large' ? token.borderRadiusLG : token.borderRadius,
        ...tints[tone],
        fontSize: iconSize,
      }}
    >
      {children}
    </Flex>
  );
}
