import { describe, expect, it } from 'vitest';
import { getSourceColour, listJourneySources } from './source-look.ts';

describe('journey source colours', () => {
  const order = listJourneySources(
    [{ source: 'google' }, { source: '' }, { source: null }],
    [{ from: 'google', to: 'seznam' }],
  );

  it('lists first-order sources first, then sources seen only later', () => {
    expect(order).toEqual(['google', '', null, 'seznam']);
  });

  it('gives each named source its own colour and the placeholders greys', () => {
    expect(getSourceColour('google', order, false)).toBe('#047857');
    expect(getSourceColour('seznam', order, false)).toBe('#2563eb');
    expect(getSourceColour('', order, false)).toBe('#94a3b8');
    expect(getSourceColour(null, order, true)).toBe('#475569');
  });
});
