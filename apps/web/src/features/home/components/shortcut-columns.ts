/**
 * The most shortcuts a row of the home page holds in each width band of home.css (a shortcut needs about
 * 110 px: icon and a four-character name). Below the smallest band (phones) the grid fills rows by itself.
 */
export const SHORTCUT_MAX_COLUMNS = { sm: 4, md: 6, lg: 10 } as const;

/**
 * Columns that share `count` shortcuts evenly over the fewest rows a band allows: eleven at up to ten a
 * row make two rows of six and five rather than ten and one left alone on the second.
 */
export const balancedColumns = (count: number, max: number): number => {
  if (count <= 0) return 1;
  return Math.ceil(count / Math.ceil(count / max));
};
