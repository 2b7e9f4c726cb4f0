import type { AdChannel, BudgetAlertTypeName } from '@ziskomer/contracts';
import { catalogues, channelContext, type Language, pickContextForm } from '@ziskomer/i18n';

/**
 * An alert in words: "Rozpočet „Jaro“ je vyčerpán z 84 %". Stored in Czech (the product's
 * default language) with the alert and its notification; the web app words the alert again from
 * its fields in the reader's language.
 */
export function describeBudgetAlert(
  alert: { type: BudgetAlertTypeName; currentPercent: number; budgetName: string; channel: AdChannel | null },
  language: Language = 'cs',
): string {
  const copy = catalogues[language].budgets.alertText;
  // A channel's verb agrees with the channel's name: "Heureka … vyčerpala", "Zboží.cz … vyčerpalo".
  const template =
    alert.channel === null
      ? copy.budget[alert.type]
      : pickContextForm(copy.channel, alert.type, channelContext(language, alert.channel));
  const values: Record<string, string> = {
    budget: alert.budgetName,
    channel: alert.channel === null ? '' : catalogues[language].analyticsMarketing.channel[alert.channel],
    percent: new Intl.NumberFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
      maximumFractionDigits: 1,
    }).format(alert.currentPercent),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** "Období 1. 3. 2025 – 31. 3. 2025": the period an alert belongs to, for its notification. */
export function describeAlertPeriod(period: { from: string; to: string }, language: Language = 'cs'): string {
  const format = new Intl.DateTimeFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', { timeZone: 'UTC' });
  const day = (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  return catalogues[language].budgets.alertText.period
    .replace('{{from}}', day(period.from))
    .replace('{{to}}', day(period.to));
}
