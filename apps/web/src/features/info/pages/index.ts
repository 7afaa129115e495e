export { DownloadPage } from './DownloadPage.tsx';
export { SponsorPage } from './SponsorPage.tsx';
export { AgentPage } from './AgentPage.tsx';
export { IntroTutorialPage } from './IntroTutorialPage.tsx';
