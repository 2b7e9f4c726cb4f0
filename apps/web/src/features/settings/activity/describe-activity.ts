import type { ActivityEntry } from '@ziskomer/contracts';
import type { TFunction } from 'i18next';

/** Reads a text detail the server stored with the entry (names survive the deleted object). */
function readText(details: Record<string, unknown>, key: string): string | undefined {
  const value = details[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function readNumber(details: Record<string, unknown>, key: string): number | undefined {
  const value = details[key];
  return typeof value === 'number' ? value : undefined;
}

/**
 * A readable sentence for an activity entry ("Vytvořili jste projekt Kávy") and the context line
 * under it (shop or project). Action codes the web app does not know yet fall back to a sentence
 * by kind, so a new server action never shows a raw code.
 */
export function describeActivity(
  t: TFunction,
  entry: ActivityEntry,
): { title: string; context: string | null } {
  const { details } = entry;
  const role = readText(details, 'role');
  const from = readText(details, 'from');
  const to = readText(details, 'to');
  const connector = readText(details, 'connector');
  const values = {
    project: readText(details, 'projectName') ?? readText(details, 'project') ?? '',
    shop: entry.shopName ?? readText(details, 'shopName') ?? readText(details, 'name') ?? '',
    email: readText(details, 'email') ?? '',
    domain: readText(details, 'domain') ?? readText(details, 'storeDomain') ?? '',
    file: readText(details, 'fileName') ?? '',
    role: role ? t(`projects:roles.${role}`, { defaultValue: role }) : '',
    from: from ? t(`projects:roles.${from}`, { defaultValue: from }) : '',
    to: to ? t(`projects:roles.${to}`, { defaultValue: to }) : '',
    count: readNumber(details, 'count') ?? readNumber(details, 'rows') ?? 0,
    connector: connector ? t(`connections:connectors.${connector}.name`, { defaultValue: connector }) : '',
  };
  const key = `settings:activity.actions.${entry.action}`;
  const title = t(key, { ...values, defaultValue: '' }) || t(`settings:activity.generic.${entry.kind}`);
  // The context line names the shop or project unless the sentence already does.
  const context =
    entry.shopName && !title.includes(entry.shopName)
      ? t('settings:activity.inShop', { shop: entry.shopName })
      : values.project && !title.includes(values.project)
        ? t('settings:activity.inProject', { project: values.project })
        : null;
  return { title, context };
}
