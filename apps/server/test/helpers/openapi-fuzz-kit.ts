import fc from 'fast-check';

/** The parts of an OpenAPI 3.1 document the fuzz test reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  default?: unknown;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  jsonBody: JsonSchema | undefined;
  /** Called with the shop's API key rather than the session. */
  apiKey: boolean;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, Omit<Operation, 'method' | 'path' | 'jsonBody' | 'apiKey'> & OpenApiOp>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOp {
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Values a careless or hostile client sends: what PostgreSQL refuses in text (NUL, a lone
 * surrogate), an impossible and an out-of-range date, a number no column holds, a negative one,
 * very long text, nothing, and path tricks, SQL-ish text and emoji in one string. Few on purpose:
 * every operation gets each of them in each parameter, on both engines, in about a minute.
 */
export const HOSTILE_STRINGS = [
  'a\u0000b',
  'x\ud800',
  '2024-02-30',
  '9999-12-31',
  '99999999999999999999999',
  '-1',
  'x'.repeat(10_000),
  '',
  "../../etc/passwd' OR 1=1 --😀🇨🇿",
];

/** For a parameter already fuzzed elsewhere under the same name and schema: the sharpest few. */
export const REPEATED_STRINGS = ['a\u0000b', 'x\ud800', '2024-02-30', '9999-12-31'];

/** The shorter list for path parameters, which mostly name objects by id. */
export const HOSTILE_PATH_STRINGS = [
  '\u0000',
  '\udfff',
  '2024-02-30',
  '99999999999999999999999',
  'x'.repeat(2_000),
  "..' OR 1=1 --😀",
];

/** One more string per parameter, drawn by fast-check from all of Unicode with a fixed seed. */
export function drawnString(seed: number): string {
  return fc.sample(fc.string({ unit: 'binary', maxLength: 30 }), { seed, numRuns: 1 })[0]!;
}

/** Numbers for JSON number fields. */
export const HOSTILE_NUMBERS = [-1, 1e308, -1e308, 2 ** 53 + 2, 0.001];

/**
 * A URL component for any JS string. encodeURIComponent throws on a lone surrogate; a client
 * would send its WTF-8 bytes (`%ED%A0%80`), so that is what we send.
 */
export function encodeComponent(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** Every operation of the document, with `$ref`s of its JSON body left to `resolve`. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        jsonBody: op.requestBody?.content?.['application/json']?.schema,
        apiKey: (op.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}

export function createSchemaTools(doc: OpenApiDocument) {
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    let current = schema ?? {};
    while (current.$ref) current = doc.components?.schemas?.[current.$ref.split('/').pop()!] ?? {};
    if (current.allOf) return Object.assign({}, ...current.allOf.map(resolve));
    const variants = current.anyOf ?? current.oneOf;
    if (variants) return resolve(variants.find((variant) => resolve(variant).type !== 'null') ?? variants[0]);
    return current;
  };

  /** A small valid-looking value of a schema: required properties, examples and enums first. */
  const sample = (input: JsonSchema | undefined, depth = 0): unknown => {
    const schema = resolve(input);
    if (schema.const !== undefined) return schema.const;
    if (schema.example !== undefined) return schema.example;
    if (schema.enum) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'object': {
        const value: Record<string, unknown> = {};
        if (depth > 4) return value;
        for (const key of schema.required ?? []) value[key] = sample(schema.properties?.[key], depth + 1);
        return value;
      }
      case 'array':
        // One item at least, so the fields inside items are reached too.
        return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
          sample(schema.items, depth + 1),
        );
      case 'integer':
      case 'number':
        return Math.max(1, schema.minimum ?? 0, (schema.exclusiveMinimum ?? 0) + 1);
      case 'boolean':
        return true;
      default:
        return sampleString(schema);
    }
  };

  /**
   * The paths of a body's string and number fields (optional ones too), each with the base body
   * it sits in: an array contributes its first item.
   */
  const leaves = (input: JsonSchema | undefined, path: (string | number)[] = [], depth = 0) => {
    const found: { path: (string | number)[]; kind: 'string' | 'number' }[] = [];
    const schema = resolve(input);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (depth > 4) return found;
    if (type === 'object' || schema.properties) {
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        found.push(...leaves(property, [...path, key], depth + 1));
    } else if (type === 'array') {
      found.push(...leaves(schema.items, [...path, 0], depth + 1));
    } else if (type === 'string') found.push({ path, kind: 'string' });
    else if (type === 'number' || type === 'integer') found.push({ path, kind: 'number' });
    return found;
  };

  return { resolve, sample, leaves };
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'fuzz@example.cz';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'date':
      return '2024-01-01';
    case 'date-time':
      return '2024-01-01T10:00:00Z';
    case 'uri':
      return 'https://example.cz/';
    default:
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** A copy of `body` with `value` at `path`, creating the objects and first array items on the way. */
export function setAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const array = Array.isArray(body) ? [...body] : [];
    array[head] = setAt(array[head] ?? {}, rest, value);
    return array;
  }
  const object = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  (object as Record<string, unknown>)[head!] = setAt(
    (object as Record<string, unknown>)[head!] ?? (typeof rest[0] === 'number' ? [] : {}),
    rest,
    value,
  );
  return object;
}
