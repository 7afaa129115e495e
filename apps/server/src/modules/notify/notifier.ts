/**
 * SMS, voice and e-mail delivery. Production adapters (an SMS gateway, SMTP) implement this interface;
 * the dev outbox records every message so tests and demos can read the codes.
 */
export type Channel = 'sms' | 'voice' | 'email';

export interface OutgoingMessage {
  to: string;
  channel: Channel;
  text: string;
  /** The verification code inside the text, kept separately for the dev outbox. */
  code?: string;
}

export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}
