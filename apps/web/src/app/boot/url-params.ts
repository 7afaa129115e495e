/** What the landing URL asks for: SPEC §3 referral codes and our register flag (?register=1). */
export interface LandingParams {
  rCode: string | null;
  iCode: string | null;
  register: boolean;
}

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

function pick(params: URLSearchParams, name: string): string | null {
  // Links in the wild use rcode, rCode and RCODE alike; the value is what matters.
  for (const [k, v] of params) {
    if (k.toLowerCase() === name && CODE.test(v.trim())) return v.trim();
  }
  return null;
}

export function readLandingParams(search: string): LandingParams {
  const params = new URLSearchParams(search);
  return {
    rCode: pick(params, 'rcode'),
    iCode: pick(params, 'icode'),
    register: pick(params, 'register') === '1',
  };
}
