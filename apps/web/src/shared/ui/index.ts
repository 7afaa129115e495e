export { dismissLoading, goHome, showLoading, showLoginPrompt, showTips } from './dialogs.ts';
export type { TipsOptions } from './dialogs.ts';
export { openCustomerService, openCustomerServiceUrl } from './customer-service.ts';
export { showBottomNotice, toast } from './toast.ts';
export { FeedbackBridge, OverlayHost } from './OverlayHost.tsx';
