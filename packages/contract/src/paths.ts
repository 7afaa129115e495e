/**
 * Every HTTP path of SPEC §7 that exists so far. Both sides import these; never write a path literal.
 * One module per area, so a web bundle carries only the areas its chunks use (the home route's budget).
 */
export * from './paths/identity.ts';
export * from './paths/site.ts';
export * from './paths/messages.ts';
export * from './paths/help.ts';
export * from './paths/feedback.ts';
export * from './paths/chat.ts';
export * from './paths/funds.ts';
export * from './paths/game.ts';
export * from './paths/operator.ts';
export * from './paths/platform.ts';
