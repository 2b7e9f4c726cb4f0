export * from './anomaly-baseline.ts';
export * from './digest-period.ts';
export * from './top-movers.ts';
