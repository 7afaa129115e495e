import { maskEmail, maskPhone } from '@qilin/contract';

/** `张*丰`, `张*`, `J***n`: the first and (from three characters) last character stay visible. */
export const maskRealName = (name: string): string => {
  const chars = Array.from(name);
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
};

export const maskOrEmpty = (value: string | null, mask: (v: string) => string): string =>
  value ? mask(value) : '';

export { maskEmail, maskPhone };
