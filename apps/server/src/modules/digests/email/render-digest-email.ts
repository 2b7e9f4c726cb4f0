import type { DigestFigures, DigestMetric, DigestMover } from '@ziskomer/contracts';
import { catalogues, type Language } from '@ziskomer/i18n';
import type { Email } from '../../../lib/mailer.ts';
import { CHART_COLOURS, CHART_HEIGHT, CHART_WIDTH, renderRevenueChart } from './digest-chart.ts';
import { digestFormats, digestText } from './digest-text.ts';
import {
  button,
  divider,
  EMAIL_COLOURS,
  emailFrame,
  escapeHtml,
  FONT,
  heading,
  section,
} from './email-html.ts';

export const CHART_CID = 'revenue-chart@ziskomer';

type MetricKey = keyof DigestFigures['metrics'];

/** Whether a rise of the metric is good news (green), bad news (red) or neither (grey). */
const DIRECTION: Record<MetricKey, 'higher' | 'lower' | 'neutral'> = {
  revenue: 'higher',
  orders: 'higher',
  margin: 'higher',
  poas: 'higher',
  pno: 'lower',
  adSpend: 'neutral',
};
const METRICS: MetricKey[] = ['revenue', 'orders', 'margin', 'poas', 'pno', 'adSpend'];

export interface DigestEmailInput {
  to: string;
  language: Language;
  figures: DigestFigures;
  appUrl: string;
  /** The one-click unsubscribe link; absent for a preview, which goes to its requester only. */
  unsubscribeUrl?: string;
  preview?: boolean;
}

/**
 * The digest e-mail: HTML of tables with inline styles (what Gmail, Outlook, Apple Mail and
 * Seznam all render), a plain-text part with the same content, and the revenue chart as a PNG
 * attached by Content-ID.
 */
export function renderDigestEmail(input: DigestEmailInput): Email {
  const { figures, language } = input;
  const t = (key: string, values?: Record<string, string | number>) => digestText(language, key, values);
  const f = digestFormats(language, figures.currency);
  const isWeek = figures.period === 'week';
  const range = f.range(figures.current.from, figures.current.to);
  const month = f.month(figures.current.from);
  const subject =
    (input.preview ? t('email.previewSubjectPrefix') : '') +
    (isWeek
      ? t('email.subjectWeek', { shop: figures.shopName, range })
      : t('email.subjectMonth', { shop: figures.shopName, month }));
  const title = isWeek ? t('email.titleWeek', { range }) : capitalise(t('email.titleMonth', { month }));
  const reportUrl = `${input.appUrl}/analytics/orders?period=custom&from=${figures.current.from}&to=${figures.current.to}&compare=true&shop=${figures.shopId}`;

  const value = (key: MetricKey, metric: DigestMetric): string => {
    if (metric.current === null) return '—';
    switch (key) {
      case 'orders':
        return f.count(metric.current);
      case 'poas':
        return f.ratio(metric.current);
      case 'pno':
        return f.percentPoints(metric.current);
      default:
        return f.money(metric.current);
    }
  };
  const changeText = (change: number | null) => (change === null ? '—' : f.change(change));
  /** PNO is itself a percentage: its change reads in percentage points, not as a % of a %. */
  const changeOf = (key: MetricKey, metric: DigestMetric, base: 'previous' | 'lastYear') => {
    const relative = base === 'previous' ? metric.changeVsPrevious : metric.changeVsLastYear;
    if (key !== 'pno') return { text: changeText(relative), sign: relative };
    const baseValue = metric[base];
    if (metric.current === null || baseValue === null) return { text: '—', sign: null };
    const difference = Math.round((metric.current - baseValue) * 10) / 10;
    return { text: f.points(difference), sign: difference };
  };
  const changeColour = (key: MetricKey, change: number | null) => {
    if (change === null || change === 0 || DIRECTION[key] === 'neutral') return EMAIL_COLOURS.neutral;
    const good = DIRECTION[key] === 'higher' ? change > 0 : change < 0;
    return good ? EMAIL_COLOURS.good : EMAIL_COLOURS.bad;
  };

  const metricRows = METRICS.map((key) => {
    const metric = figures.metrics[key];
    const vsPrevious = changeOf(key, metric, 'previous');
    const vsLastYear = changeOf(key, metric, 'lastYear');
    return `<tr>
<td style="padding:10px 0;border-bottom:1px solid ${EMAIL_COLOURS.border};${FONT}vertical-align:top;">
<div style="font-size:13px;line-height:18px;color:${EMAIL_COLOURS.muted};">${escapeHtml(t(`email.metrics.${key}`))}</div>
<div style="font-size:22px;line-height:28px;font-weight:700;color:${EMAIL_COLOURS.fg};">${escapeHtml(value(key, metric))}</div>
</td>
<td align="right" style="padding:10px 0;border-bottom:1px solid ${EMAIL_COLOURS.border};${FONT}vertical-align:top;font-size:13px;line-height:20px;">
<div><strong style="color:${changeColour(key, vsPrevious.sign)};">${escapeHtml(vsPrevious.text)}</strong> <span style="color:${EMAIL_COLOURS.muted};">${escapeHtml(t('email.vsPrevious'))}</span></div>
<div><strong style="color:${changeColour(key, vsLastYear.sign)};">${escapeHtml(vsLastYear.text)}</strong> <span style="color:${EMAIL_COLOURS.muted};">${escapeHtml(t('email.vsLastYear'))}</span></div>
</td>
</tr>`;
  }).join('\n');

  const moverLabel = (group: keyof DigestFigures['movers'], mover: DigestMover) =>
    group === 'channels' ? channelName(language, mover.key) : mover.label;
  const moverBlocks = (['channels', 'campaigns', 'products'] as const)
    .map((group) => {
      const movers = figures.movers[group];
      const rows =
        movers.length === 0
          ? `<tr><td style="padding:4px 0;${FONT}font-size:14px;color:${EMAIL_COLOURS.muted};">${escapeHtml(t('email.noMovers'))}</td></tr>`
          : movers
              .map(
                (mover) => `<tr>
<td style="padding:4px 8px 4px 0;${FONT}font-size:14px;line-height:20px;color:${EMAIL_COLOURS.fg};word-break:break-word;">${escapeHtml(moverLabel(group, mover))}</td>
<td align="right" style="padding:4px 0;${FONT}font-size:14px;line-height:20px;font-weight:600;white-space:nowrap;color:${mover.change > 0 ? EMAIL_COLOURS.good : EMAIL_COLOURS.bad};">${escapeHtml(f.signedMoney(mover.change))}</td>
</tr>`,
              )
              .join('\n');
      return `<p style="margin:12px 0 4px;${FONT}font-size:14px;font-weight:600;color:${EMAIL_COLOURS.fg};">${escapeHtml(t(`email.movers.${group}`))}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table>`;
    })
    .join('\n');

  const openItems = [
    figures.open.anomalyAlerts > 0 ? t('email.anomalyAlerts', { count: figures.open.anomalyAlerts }) : null,
    figures.open.budgetAlerts > 0 ? t('email.budgetAlerts', { count: figures.open.budgetAlerts }) : null,
    figures.open.tasks > 0 ? t('email.tasks', { count: figures.open.tasks }) : null,
  ].filter((item): item is string => item !== null);
  const openHtml =
    openItems.length === 0
      ? `<p style="margin:0;font-size:14px;color:${EMAIL_COLOURS.muted};">${escapeHtml(t('email.nothingOpen'))}</p>`
      : `<ul style="margin:0;padding:0 0 0 18px;font-size:14px;line-height:22px;">${openItems.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

  const legend = (colour: string, label: string) =>
    `<span style="display:inline-block;width:10px;height:10px;background:${colour};border-radius:2px;vertical-align:middle;"></span> <span style="vertical-align:middle;">${escapeHtml(label)}</span>`;
  const chartHtml = `${heading(t('email.chartTitle'))}
<img src="cid:${CHART_CID}" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" alt="${escapeHtml(t('email.chartAlt'))}" style="display:block;width:100%;max-width:${CHART_WIDTH}px;height:auto;border:0;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="padding-top:6px;${FONT}font-size:12px;color:${EMAIL_COLOURS.muted};">${escapeHtml(f.shortDay(figures.current.from))}</td>
<td align="right" style="padding-top:6px;${FONT}font-size:12px;color:${EMAIL_COLOURS.muted};">${escapeHtml(f.shortDay(figures.current.to))}</td>
</tr></table>
<p style="margin:8px 0 0;${FONT}font-size:12px;color:${EMAIL_COLOURS.muted};">${legend(CHART_COLOURS.current, t('email.chartLegendCurrent'))}&nbsp;&nbsp;&nbsp;${legend(CHART_COLOURS.previous, t('email.chartLegendPrevious'))}</p>`;

  const headerHtml = `<p style="margin:0;font-size:13px;font-weight:600;color:${EMAIL_COLOURS.accent};">Ziskoměr · ${escapeHtml(figures.shopName)}</p>
<h1 style="margin:6px 0 8px;${FONT}font-size:22px;line-height:28px;font-weight:700;color:${EMAIL_COLOURS.fg};">${escapeHtml(title)}</h1>
<p style="margin:0;font-size:15px;line-height:22px;color:${EMAIL_COLOURS.fg};">${escapeHtml(t('email.intro', { shop: figures.shopName }))}</p>
${input.preview ? `<p style="margin:12px 0 0;padding:8px 12px;background:#fffbeb;border-radius:6px;font-size:13px;color:#92400e;">${escapeHtml(t('email.previewNote'))}</p>` : ''}`;

  const body = [
    section(headerHtml, '24px 24px 8px'),
    section(
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${metricRows}</table>`,
      '8px 24px 16px',
    ),
    section(chartHtml, '8px 24px 20px'),
    divider(),
    section(`${heading(t('email.moversTitle'))}${moverBlocks}`),
    divider(),
    section(`${heading(t('email.openTitle'))}${openHtml}`),
    section(button(t('email.button'), reportUrl), '4px 24px 28px'),
  ].join('\n');

  const footerParts = [escapeHtml(t('email.footer', { shop: figures.shopName }))];
  if (input.unsubscribeUrl) {
    footerParts.push(
      `<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${EMAIL_COLOURS.muted};text-decoration:underline;">${escapeHtml(t('email.unsubscribe'))}</a> · <a href="${escapeHtml(`${input.appUrl}/settings?tab=notifications&shop=${figures.shopId}`)}" style="color:${EMAIL_COLOURS.muted};text-decoration:underline;">${escapeHtml(t('email.manage'))}</a>`,
    );
  }
  const revenue = figures.metrics.revenue;
  const html = emailFrame({
    language,
    title: subject,
    preheader: t('email.preheader', {
      revenue: value('revenue', revenue),
      change: changeText(revenue.changeVsPrevious),
      poas: value('poas', figures.metrics.poas),
    }),
    body,
    footer: footerParts.join('<br>'),
  });

  const text = [
    title,
    t('email.intro', { shop: figures.shopName }),
    input.preview ? t('email.previewNote') : null,
    METRICS.map(
      (key) =>
        `${t(`email.metrics.${key}`)}: ${value(key, figures.metrics[key])} (${changeOf(key, figures.metrics[key], 'previous').text} ${t('email.vsPrevious')}, ${changeOf(key, figures.metrics[key], 'lastYear').text} ${t('email.vsLastYear')})`,
    ).join('\n'),
    `${t('email.moversTitle')}\n${(['channels', 'campaigns', 'products'] as const)
      .map(
        (group) =>
          `${t(`email.movers.${group}`)}: ${
            figures.movers[group].length === 0
              ? t('email.noMovers')
              : figures.movers[group]
                  .map((mover) => `${moverLabel(group, mover)} ${f.signedMoney(mover.change)}`)
                  .join('; ')
          }`,
      )
      .join('\n')}`,
    `${t('email.openTitle')}: ${openItems.length === 0 ? t('email.nothingOpen') : openItems.join(', ')}`,
    `${t('email.button')}: ${reportUrl}`,
    `—\n${t('email.footer', { shop: figures.shopName })}`,
    input.unsubscribeUrl ? t('email.unsubscribeText', { url: input.unsubscribeUrl }) : null,
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n');

  return {
    to: input.to,
    subject,
    html,
    text,
    attachments: [
      {
        filename: 'revenue.png',
        content: renderRevenueChart(figures.daily),
        cid: CHART_CID,
        contentType: 'image/png',
      },
    ],
    headers: input.unsubscribeUrl
      ? {
          'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined,
  };
}

function channelName(language: Language, channel: string): string {
  const names = catalogues[language].analyticsMarketing.channel as Record<string, string>;
  return names[channel] ?? channel;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
