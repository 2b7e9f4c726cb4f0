import type { ImportKind } from '@ziskomer/contracts';
import type { ImportsTable } from '@ziskomer/db';
import type { Selectable } from 'kysely';

type StoredKind = Selectable<ImportsTable>['kind'];

/** The API's kind (`ad-spend`, as in the URL) as the database stores it (`ad_spend`), and back. */
export function toStoredKind(kind: ImportKind): StoredKind {
  return kind === 'ad-spend' ? 'ad_spend' : 'orders';
}

export function fromStoredKind(kind: StoredKind): ImportKind {
  return kind === 'ad_spend' ? 'ad-spend' : 'orders';
}
