/**
 * Public to other features (the bet record). A ticket's odds as booked: 2 decimals, or 3 when the third is not zero. A parlay's combined odds are
 * recorded to the thousandth (20.109); written 20.11 they would not multiply to the payout the record shows.
 */
export function ticketOddsText(odds: number): string {
  const thousandths = Math.round(odds * 1000);
  return thousandths % 10 === 0 ? odds.toFixed(2) : (thousandths / 1000).toFixed(3);
}
