/** What the information pages (features/info) use of the help feature: its content calls and renderer. */
export { useSitePage, useSponsorContent } from './api.ts';
export { Markdown } from './components/Markdown.tsx';
export { LoadFailed } from './components/LoadFailed.tsx';
export { HELP_NS } from './i18n.ts';
