/** A text flag's value; a flag given without a value parses as 'true', which is treated as missing. */
export const textFlag = (flags: Record<string, string>, name: string): string | undefined => {
  const v = flags[name];
  return v === undefined || v === 'true' ? undefined : v;
};
