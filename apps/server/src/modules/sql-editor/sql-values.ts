/** PostgreSQL's names of the types a result column may have, by type id (pg_type.oid). */
const TYPE_NAMES: Record<number, string> = {
  16: 'boolean',
  17: 'bytea',
  18: 'char',
  19: 'name',
  20: 'bigint',
  21: 'smallint',
  23: 'integer',
  25: 'text',
  114: 'json',
  700: 'real',
  701: 'double precision',
  705: 'text',
  790: 'money',
  1000: 'boolean[]',
  1005: 'smallint[]',
  1007: 'integer[]',
  1009: 'text[]',
  1015: 'varchar[]',
  1016: 'bigint[]',
  1021: 'real[]',
  1022: 'double precision[]',
  1042: 'char',
  1043: 'varchar',
  1082: 'date',
  1083: 'time',
  1114: 'timestamp',
  1182: 'date[]',
  1184: 'timestamptz',
  1186: 'interval',
  1231: 'numeric[]',
  1266: 'timetz',
  1700: 'numeric',
  2249: 'record',
  2950: 'uuid',
  3802: 'jsonb',
};

export function typeName(typeId: number): string {
  return TYPE_NAMES[typeId] ?? `type ${typeId}`;
}

const BOOLEAN = 16;
const JSON_TYPES = new Set([114, 3802]);
/** Exactly representable as a JavaScript number; bigint and numeric stay exact text. */
const NUMBER_TYPES = new Set([21, 23, 700, 701]);

/**
 * One cell of PostgreSQL's text as JSON: booleans, numbers for small integers and floats, parsed
 * JSON, and PostgreSQL's own text for everything else (numeric and bigint exactly as printed,
 * dates and times in ISO style).
 */
export function toCell(text: string | null, typeId: number): unknown {
  if (text === null) return null;
  if (typeId === BOOLEAN) return text === 't';
  if (NUMBER_TYPES.has(typeId)) {
    const value = Number(text);
    return Number.isFinite(value) ? value : text;
  }
  if (JSON_TYPES.has(typeId)) return JSON.parse(text) as unknown;
  return text;
}
