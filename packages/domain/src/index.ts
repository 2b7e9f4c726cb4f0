export * from './normalise-domain.ts';
export * from './password-policy.ts';
