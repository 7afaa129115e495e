import type { LightIconData } from './icon-data.ts';

/**
 * Renders an icon exactly as antd's icon components do (span.anticon > svg 1em, currentColor), from the
 * path data in icon-data.ts. The .anticon rules live in global.css.
 */
export function LightIcon({ icon, className }: { icon: LightIconData; className?: string }) {
  return (
    <span
      role="img"
      aria-label={icon.name}
      className={`anticon anticon-${icon.name}${className ? ` ${className}` : ''}`}
    >
      <svg
        viewBox={icon.viewBox}
        focusable="false"
        data-icon={icon.name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        {icon.paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
