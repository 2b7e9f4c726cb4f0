import { describe, expect, it } from 'vitest';
import { describeBudgetAlert } from '../../src/modules/budgets/budget-alert-text.ts';

describe('budget alerts in words', () => {
  const alert = { type: 'budget_warning' as const, currentPercent: 87.5, budgetName: 'Březen' };

  it('make the verb agree with the channel name in Czech', () => {
    const words = (channel: 'sklik' | 'heureka' | 'zbozi' | 'meta' | 'google_ads' | 'other') =>
      describeBudgetAlert({ ...alert, channel });
    expect(words('sklik')).toBe('Sklik v rozpočtu „Březen“ vyčerpal 87,5 % své částky');
    expect(words('google_ads')).toBe('Google Ads v rozpočtu „Březen“ vyčerpal 87,5 % své částky');
    expect(words('heureka')).toBe('Heureka v rozpočtu „Březen“ vyčerpala 87,5 % své částky');
    expect(words('meta')).toContain('vyčerpala');
    expect(words('other')).toContain('vyčerpala');
    expect(words('zbozi')).toBe('Zboží.cz v rozpočtu „Březen“ vyčerpalo 87,5 % své částky');
    expect(describeBudgetAlert({ ...alert, type: 'budget_exceeded', channel: 'zbozi' })).toBe(
      'Zboží.cz v rozpočtu „Březen“ překročilo svou částku: 87,5 %',
    );
    expect(describeBudgetAlert({ ...alert, type: 'budget_exceeded', channel: 'heureka' })).toContain(
      'překročila',
    );
  });

  it('have one form in English', () => {
    expect(describeBudgetAlert({ ...alert, channel: 'heureka' }, 'en')).toBe(
      'Heureka in budget “Březen” has spent 87.5 % of its amount',
    );
  });
});
