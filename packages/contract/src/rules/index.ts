export * from './messages.ts';
export * from './limits.ts';
export * from './strip.ts';
export * from './register.ts';
export * from './contact.ts';
export * from './real-name.ts';
export * from './money.ts';
export * from './bank-card.ts';
