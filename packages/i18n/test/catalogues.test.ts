import { describe, expect, it } from 'vitest';
import { catalogues } from '../src/catalogues.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Forms that agree with a name's grammatical gender (grammatical-gender.ts): Czech only. */
const GENDER = /_(feminine|neuter)$/;

describe('translation catalogues', () => {
  const namespaces = Object.keys(catalogues.cs) as (keyof typeof catalogues.cs)[];

  it('have the same namespaces in both languages', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual([...namespaces].sort());
  });

  for (const namespace of namespaces) {
    it(`${namespace}: every key exists in Czech and English (plural forms aside)`, () => {
      const base = (keys: string[]) =>
        [...new Set(keys.map((key) => key.replace(PLURAL, '').replace(GENDER, '')))].sort();
      const cs = flatten(catalogues.cs[namespace] as Tree);
      const en = flatten(catalogues.en[namespace] as Tree);
      expect(base(en)).toEqual(base(cs));
    });

    it(`${namespace}: Czech plurals have one, few, many and other; English one and other`, () => {
      const cs = flatten(catalogues.cs[namespace] as Tree);
      const en = flatten(catalogues.en[namespace] as Tree);
      for (const key of new Set(cs.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))) {
        for (const form of ['one', 'few', 'many', 'other']) expect(cs).toContain(`${key}_${form}`);
      }
      for (const key of new Set(en.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))) {
        for (const form of ['one', 'other']) expect(en).toContain(`${key}_${form}`);
      }
    });

    it(`${namespace}: no empty texts`, () => {
      for (const language of ['cs', 'en'] as const) {
        const tree = catalogues[language][namespace] as Tree;
        const walk = (node: Tree) => {
          for (const value of Object.values(node)) {
            if (typeof value === 'string') expect(value.trim()).not.toBe('');
            else walk(value);
          }
        };
        walk(tree);
      }
    });
  }
});
