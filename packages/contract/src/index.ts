export * from './codes.ts';
export * from './envelope.ts';
export * from './paths.ts';
export * from './rules/index.ts';
export * from './api/common.ts';
export * from './api/identity.ts';
export * from './api/site.ts';
export * from './api/operator.ts';
