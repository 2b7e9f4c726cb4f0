// The models' public surface; the numerical helpers (log-gamma, ₂F₁, Nelder–Mead) stay internal.
export * from './bg-nbd-fit.ts';
export * from './bg-nbd-likelihood.ts';
export * from './bg-nbd-predict.ts';
export * from './clv-sufficiency.ts';
export * from './forecast-customer-columns.ts';
export * from './forecast-customer-value.ts';
export * from './gamma-gamma.ts';
export * from './purchase-history.ts';
