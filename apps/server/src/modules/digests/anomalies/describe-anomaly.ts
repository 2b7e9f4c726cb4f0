import type { AnomalyMetricName } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { digestFormats, digestText } from '../email/digest-text.ts';

interface AnomalyFigures {
  metric: AnomalyMetricName;
  day: string;
  direction: 'up' | 'down';
  value: number;
  baseline: number;
  lower: number;
  upper: number;
}

/** "Tržby 24. listopadu 2026 neobvykle nízké: 12 400 Kč", with the usual level and range. */
export function describeAnomaly(anomaly: AnomalyFigures, language: Language, currency: string) {
  const f = digestFormats(language, currency);
  const format = (value: number) => {
    switch (anomaly.metric) {
      case 'orders':
        return f.count(value);
      case 'poas':
        return f.ratio(value);
      case 'trackedShare':
        return f.share(Math.max(0, value));
      default:
        return f.money(Math.max(0, value));
    }
  };
  const metric = digestText(language, `anomaly.metric.${anomaly.metric}`);
  return {
    title: digestText(language, `anomaly.title.${anomaly.metric}_${anomaly.direction}`, {
      date: f.longDay(anomaly.day),
      value: format(anomaly.value),
    }),
    description: digestText(language, 'anomaly.description', {
      baseline: format(anomaly.baseline),
      lower: format(anomaly.lower),
      upper: format(anomaly.upper),
    }),
    metric,
  };
}

/** The report and day an alert points at, a path of the web app that opens the alert's shop. */
export function anomalyReportPath(metric: AnomalyMetricName, day: string, shopId: string): string {
  const page =
    metric === 'adSpend' || metric === 'poas'
      ? '/analytics/marketing'
      : metric === 'trackedShare'
        ? '/conversion-monitoring'
        : '/analytics/orders';
  return `${page}?period=custom&from=${day}&to=${day}&shop=${shopId}`;
}
