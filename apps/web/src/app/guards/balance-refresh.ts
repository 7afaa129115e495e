/**
 * SPEC §2.5 guard 4: "every navigation refreshes the member's balance". The guard calls this on each
 * navigation of a logged-in member (and right after login); the shared balance query then updates the
 * header, the wallet and every other view. Quiet: a failed refresh keeps the last figure and shows nothing.
 * The balance code loads on a member's first navigation, so a visitor's first page does not carry it.
 */
export function refreshBalanceOnNavigation(): void {
  void import('../../shared/wallet/balance.ts').then((m) => m.refreshBalance());
}
