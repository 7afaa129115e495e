/** Eight stock avatars, drawn here as SVG so the project ships no binary art; served at /uploads/avatars/. */
export const AVATAR_PATH = '/uploads/avatars';

const palette = [
  ['#ff9a9e', '#fad0c4'],
  ['#a18cd1', '#fbc2eb'],
  ['#84fab0', '#8fd3f4'],
  ['#fccb90', '#d57eeb'],
  ['#f6d365', '#fda085'],
  ['#89f7fe', '#66a6ff'],
  ['#fddb92', '#d1fdff'],
  ['#c2e9fb', '#a1c4fd'],
] as const;

export const STOCK_AVATAR_IDS = palette.map((_, i) => `a${i + 1}`);
export const DEFAULT_AVATAR = `${AVATAR_PATH}/a1.svg`;

export const stockAvatarUrl = (id: string) => `${AVATAR_PATH}/${id}.svg`;

/** A soft gradient disc with a friendly silhouette; each id has its own colours and hair. */
export const stockAvatarSvg = (id: string): string | null => {
  const index = STOCK_AVATAR_IDS.indexOf(id);
  const colours = palette[index];
  if (!colours) return null;
  const [from, to] = colours;
  const hair = ['#3b2f2f', '#6b4423', '#222', '#8d5524', '#4a3728', '#1f1f3a', '#5a3e36', '#2d2d2d'][index];
  const longHair = index % 2 === 1;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>`,
    `<stop offset="1" stop-color="${to}"/></linearGradient><clipPath id="c"><circle cx="64" cy="64" r="64"/></clipPath></defs>`,
    `<g clip-path="url(#c)"><rect width="128" height="128" fill="url(#g)"/>`,
    longHair ? `<rect x="34" y="40" width="60" height="58" rx="28" fill="${hair}"/>` : '',
    `<ellipse cx="64" cy="122" rx="44" ry="30" fill="#fff" opacity="0.92"/>`,
    `<circle cx="64" cy="58" r="24" fill="#ffe0c7"/>`,
    `<path d="M40 56 Q42 30 64 30 Q86 30 88 56 Q80 42 64 42 Q48 42 40 56 Z" fill="${hair}"/>`,
    `<circle cx="55" cy="60" r="2.6" fill="#333"/><circle cx="73" cy="60" r="2.6" fill="#333"/>`,
    `<path d="M56 70 Q64 76 72 70" stroke="#c0645a" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
    `</g></svg>`,
  ].join('');
};
