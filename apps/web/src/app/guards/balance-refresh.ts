/**
 * SPEC §2.5 guard 4: "every navigation refreshes the member's balance". HOOK POINT for the wallet issue:
 * the guard already calls this on each navigation of a logged-in member; fill in the balance fetch
 * (transfer/getBalance with withLockMoney) here. Deliberately a no-op until the wallet feature exists.
 */
export function refreshBalanceOnNavigation(): void {
  // intentionally empty (wallet issue)
}
