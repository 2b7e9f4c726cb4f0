export { runSql, SQL_LIMITS, type SqlLimits } from './run-sql.ts';
