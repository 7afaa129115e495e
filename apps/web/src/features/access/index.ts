/** Public surface of the access feature: DESIGN §11's region and IP notices, mounted by the root shell. */
export { AccessGate, RegionNoticeHost } from './AccessHost.tsx';
