export * from './ad-channels.ts';
export * from './ad-metrics.ts';
export * from './budget-rules.ts';
