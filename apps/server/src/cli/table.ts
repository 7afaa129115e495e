/** Display width: CJK and full-width characters take two terminal columns. */
const width = (s: string): number => {
  let w = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    w +=
      (c >= 0x1100 && c <= 0x115f) ||
      (c >= 0x2e80 && c <= 0xa4cf) ||
      (c >= 0xac00 && c <= 0xd7a3) ||
      (c >= 0xf900 && c <= 0xfaff) ||
      (c >= 0xfe30 && c <= 0xfe4f) ||
      (c >= 0xff00 && c <= 0xff60) ||
      (c >= 0xffe0 && c <= 0xffe6) ||
      (c >= 0x20000 && c <= 0x3fffd)
        ? 2
        : 1;
  }
  return w;
};

const pad = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - width(s)));
const padLeft = (s: string, w: number) => ' '.repeat(Math.max(0, w - width(s))) + s;

/**
 * A plain aligned table; control characters from data are replaced so they cannot steer the terminal.
 * `right` names the columns aligned to the right (amounts, so their decimals line up).
 */
export const renderTable = (
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  { right = [] }: { right?: readonly number[] } = {},
): string => {
  const clean = (s: string) =>
    Array.from(s, (ch) => {
      const c = ch.codePointAt(0) ?? 0;
      return c < 0x20 || (c >= 0x7f && c <= 0x9f) ? '?' : ch;
    }).join('');
  const body = rows.map((r) => r.map(clean));
  const widths = headers.map((h, i) => Math.max(width(h), ...body.map((r) => width(r[i] ?? ''))));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (right.includes(i) ? padLeft : pad)(c, widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
};
