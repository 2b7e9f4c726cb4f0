export * from './customer-rules.ts';
export * from './normalise-domain.ts';
export * from './order-rules.ts';
export * from './password-policy.ts';
