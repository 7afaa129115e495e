import { useId, type ReactNode } from 'react';

export interface LightSegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * antd Segmented's look and semantics (a radiogroup of native radios) in plain elements, so the header's
 * edition and language switches do not pull antd's Segmented and motion code into the first load.
 */
export function LightSegmented<T extends string>({
  value,
  options,
  onChange,
  'aria-label': ariaLabel,
}: {
  value: T;
  options: LightSegmentedOption<T>[];
  onChange: (value: T) => void;
  'aria-label': string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={ariaLabel} className="qa-seg">
      {options.map((o) => (
        <label key={o.value} className={o.value === value ? 'qa-seg-item is-selected' : 'qa-seg-item'}>
          <input
            type="radio"
            className="qa-seg-input"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          <span className="qa-seg-label">{o.label}</span>
        </label>
      ))}
    </div>
  );
}
