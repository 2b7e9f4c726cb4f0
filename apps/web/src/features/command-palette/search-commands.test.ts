import { Settings } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { type CommandItem, normaliseSearchText, searchCommands } from './search-commands.ts';

function item(id: string, title: string, extra: Partial<CommandItem> = {}): CommandItem {
  return {
    id,
    title,
    description: '',
    category: 'Navigace',
    group: 'navigation',
    icon: Settings,
    keywords: [],
    ...extra,
  };
}

const items = [
  item('home', 'Přehled', { description: 'Hlavní ukazatele vybraného e-shopu', keywords: ['dashboard'] }),
  item('settings', 'Nastavení', { category: 'Nástroje', keywords: ['profil', 'účet'] }),
  item('onboarding', 'Začínáme', { description: 'Průvodce nastavením e-shopu' }),
  item('theme', 'Přepnout režim', { category: 'Rychlé akce', group: 'actions' }),
];

describe('searchCommands', () => {
  it('keeps everything in order for an empty query', () => {
    expect(searchCommands(items, '  ').map((i) => i.id)).toEqual(['home', 'settings', 'onboarding', 'theme']);
  });

  it('ignores case and diacritics', () => {
    expect(normaliseSearchText('Přehled')).toBe('prehled');
    expect(searchCommands(items, 'PREHLED').map((i) => i.id)).toEqual(['home']);
  });

  it('searches title, description, keywords and category', () => {
    expect(searchCommands(items, 'dashboard').map((i) => i.id)).toEqual(['home']);
    expect(searchCommands(items, 'ucet').map((i) => i.id)).toEqual(['settings']);
    expect(searchCommands(items, 'rychle akce').map((i) => i.id)).toEqual(['theme']);
    expect(searchCommands(items, 'pruvodce').map((i) => i.id)).toEqual(['onboarding']);
  });

  it('ranks title matches before matches elsewhere', () => {
    // "e-shop" is in two descriptions; "nast" starts a title and is inside a description.
    expect(searchCommands(items, 'nast').map((i) => i.id)).toEqual(['settings', 'onboarding']);
  });

  it('needs every word to match', () => {
    expect(searchCommands(items, 'prehled profil')).toEqual([]);
    expect(searchCommands(items, 'zzz')).toEqual([]);
  });
});
