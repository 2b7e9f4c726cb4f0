export * from './ad-channels.ts';
export * from './ad-metrics.ts';
export * from './budget-period.ts';
export * from './budget-rules.ts';
export * from './css-savings.ts';
export * from './order-event-margin.ts';
export * from './tracking-breaks.ts';
