import { bus, type TipsOptions } from '../events/bus.ts';

export type { TipsOptions } from '../events/bus.ts';

/** SPEC §2.6 tips dialog; rendered by <OverlayHost>. */
export function showTips(options: TipsOptions): void {
  bus.emit('tips', options);
}

/** SPEC §2.6 login prompt: "请先登录以了解更多" with only an OK button. */
export function showLoginPrompt(): void {
  bus.emit('loginPrompt');
}

/** SPEC §2.6 loading toast. Without text it reads 启动中... (venue start); pass Timing.loadingToastMs to auto-close. */
export function showLoading(text?: string, autoCloseMs?: number): void {
  bus.emit('loading', { text, autoCloseMs });
}

export function dismissLoading(): void {
  bus.emit('loading', 'dismissLoading');
}

/** SPEC §2.6 "go home" reloads the page at / (a clean slate after venue or session trouble). */
export function goHome(): void {
  location.assign('/');
}
