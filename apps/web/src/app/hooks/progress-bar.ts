import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// SPEC §9 progress bar. `trickleRate` exists in nprogress 0.2 but not in its typings, hence the variable.
const settings = { minimum: 0.08, trickleRate: 0.02, speed: 200, trickleSpeed: 800, showSpinner: false };
NProgress.configure(settings);

export { NProgress };
