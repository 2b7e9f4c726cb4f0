export * from './errors.ts';
export * from './health.ts';
export * from './me.ts';
export * from './notifications.ts';
export * from './orders.ts';
export * from './projects.ts';
export * from './roles.ts';
export * from './shops.ts';
