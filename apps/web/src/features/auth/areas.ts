import type { CountryArea } from '@qilin/contract';

export const DEFAULT_AREA_CODE = '+86';

/** SPEC §5: +86 first (the default), the rest as the server orders them. */
export const sortAreas = (areas: readonly CountryArea[]): CountryArea[] => [
  ...areas.filter((a) => a.areaCode === DEFAULT_AREA_CODE),
  ...areas.filter((a) => a.areaCode !== DEFAULT_AREA_CODE),
];

/** The regex for the chosen area code; undefined falls back to the contract's +86 default. */
export const regexFor = (areas: readonly CountryArea[], areaCode: string): string | undefined =>
  areas.find((a) => a.areaCode === areaCode)?.regex || undefined;
