/**
 * The statistics target of the analyses the product runs on embedded PGlite: samples of 300 × 10
 * = 3,000 rows. PostgreSQL's default (100) samples 30,000, which held PGlite's one connection for
 * 0.5–2 s per table at 200,000 orders (and a request waited that long); the plans of the rollups
 * and reports need the row counts and the spread of shops and days, which 3,000 rows give. On
 * PostgreSQL an analysis blocks nobody, and the default stays.
 */
export const EMBEDDED_STATISTICS_TARGET = 10;
