import { type Language, translateError } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';

const MAX_DEPTH = 32;
/** A UTF-16 surrogate without its pair: JSON allows it as an escape, PostgreSQL's jsonb does not. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The body of a tracking call as a JSON object. Anything else (not JSON, an array, nesting deeper
 * than 32) is `tracking_body_invalid`; a NUL character or a lone surrogate anywhere, in a value or
 * a key, is `tracking_text_invalid` with its path — the body is kept as raw_data, and PostgreSQL
 * can store neither.
 */
export function parseTrackingJson(rawBody: string, language: Language): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch {
    throw new AppError('tracking_body_invalid');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new AppError('tracking_body_invalid');
  // Walked with a stack of its own: a deep body cannot exhaust the call stack.
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) throw textError(item.path, language);
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_DEPTH) throw new AppError('tracking_body_invalid');
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (!isStorableText(key)) throw textError(path, language);
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return value as Record<string, unknown>;
}

function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

function textError(path: string, language: Language): AppError {
  const code = 'tracking_text_invalid';
  return new AppError(code, { issues: [{ path, code, message: translateError(code, language) }] });
}
