/** SPEC §5: whitespace is stripped from register fields — inner and outer, including full-width spaces. */
export const stripWhitespace = (value: string): string => value.replace(/[\s\u3000]+/gu, '');
