/**
 * What the deposit service needs of a payment service provider. The demo gateway (demo-gateway/) is the
 * local implementation; a real PSP adapter implements the same two calls over its own API, and answers
 * the merchant through a signed callback like the demo's.
 */
export interface PaymentGateway {
  /** Registers the payment of a merchant order and answers the page where the player pays. Idempotent. */
  createPayment(input: {
    orderNo: string;
    amountFen: number;
    channelName: string;
    merchantName: string;
    expiresAt: Date;
    /** Where the gateway page sends the player afterwards (the SPA's waiting page). */
    returnUrl: string;
  }): Promise<{ payUrl: string }>;
  /**
   * Asks the gateway to stop accepting payment for an order. 'paid' means it is too late: the player has
   * paid and the callback is on its way. 'absent' means the gateway never saw the order.
   */
  closePayment(orderNo: string): Promise<'closed' | 'paid' | 'absent'>;
}
