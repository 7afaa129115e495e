/** Tile colours per SPEC §2.4 category code, so the grid reads at a glance like a sportsbook lobby. */
const TONES: Record<string, [string, string]> = {
  sport: ['#1a6dff', '#4fb0ff'],
  realbet: ['#e0475b', '#ff8a5c'],
  chess: ['#11a37f', '#45d6a4'],
  gaming: ['#7048e8', '#b17cff'],
  lottery: ['#f08a12', '#ffc640'],
  egame: ['#e83e8c', '#ff8cc6'],
  fish: ['#0a94b8', '#47d3ee'],
  discount: ['#f0503c', '#ffb03a'],
  sponsor: ['#334155', '#64748b'],
  app: ['#0f766e', '#2dd4bf'],
};

const FALLBACK: [string, string] = ['#3b5bdb', '#74a2ff'];

export function toneOf(code: string): string {
  const [from, to] = TONES[code] ?? FALLBACK;
  return `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;
}
