import {
  FEED_RULES_MAX,
  type FeedRule,
  type FeedTransforms,
  feedFormats,
  type XmlFeed,
} from '@ziskomer/contracts';
import { ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { FeedRuleFields, isRuleValid, newRule } from './feed-rule-fields.tsx';
import { useFeedMutation } from './use-xml-feeds.ts';
import { xmlFeedsApi } from './xml-feeds-api.ts';

const RULE_TYPES: FeedRule['type'][] = ['rename', 'default', 'template', 'margin_label', 'cross_sell_label'];

/** The output format and the rules, edited here and saved; the preview and publish tabs use what is saved. */
export function FeedTransformsTab({
  shopId,
  feed,
  canEdit,
}: {
  shopId: string;
  feed: XmlFeed;
  canEdit: boolean;
}) {
  const { t } = useTranslation('xmlFeeds');
  const [draft, setDraft] = useState<FeedTransforms>(feed.transforms);
  const [adding, setAdding] = useState<FeedRule['type']>('margin_label');
  const saved = JSON.stringify(feed.transforms);
  useEffect(() => setDraft(JSON.parse(saved) as FeedTransforms), [saved]);
  const save = useFeedMutation(shopId, (transforms: FeedTransforms) =>
    xmlFeedsApi.saveTransforms(shopId, feed.id, transforms),
  );
  const setRule = (index: number, rule: FeedRule) =>
    setDraft({ ...draft, rules: draft.rules.map((current, at) => (at === index ? rule : current)) });
  const moveUp = (index: number) => {
    const rules = [...draft.rules];
    [rules[index - 1], rules[index]] = [rules[index]!, rules[index - 1]!];
    setDraft({ ...draft, rules });
  };
  const changed = JSON.stringify(draft) !== saved;
  const valid = draft.rules.every(isRuleValid);

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('transforms.intro')}</p>
      <Card className="p-4">
        <SelectField
          label={t('transforms.outputFormat')}
          className="max-w-xs"
          value={draft.outputFormat}
          disabled={!canEdit}
          options={feedFormats.map((value) => ({ value, label: t(`formats.${value}`) }))}
          onChange={(event) =>
            setDraft({ ...draft, outputFormat: event.target.value as FeedTransforms['outputFormat'] })
          }
        />
      </Card>
      {draft.rules.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted">
          {t('transforms.noRules')}
        </p>
      ) : (
        <ol className="space-y-3">
          {draft.rules.map((rule, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity but their place
            <li key={index}>
              <Card className="p-4">
                <div className="mb-3 flex items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-fg">
                    {index + 1}. {t(`transforms.types.${rule.type}`)}
                  </h3>
                  {canEdit && (
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="xs"
                        disabled={index === 0}
                        onClick={() => moveUp(index)}
                        aria-label={t('transforms.moveUp')}
                      >
                        <ArrowUp className="h-3.5 w-3.5" aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="xs"
                        onClick={() =>
                          setDraft({ ...draft, rules: draft.rules.filter((_, at) => at !== index) })
                        }
                        aria-label={t('transforms.removeRule')}
                      >
                        <Trash2 className="h-3.5 w-3.5 text-danger" aria-hidden />
                      </Button>
                    </div>
                  )}
                </div>
                <FeedRuleFields rule={rule} disabled={!canEdit} onChange={(next) => setRule(index, next)} />
              </Card>
            </li>
          ))}
        </ol>
      )}
      {canEdit && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={t('transforms.addRule')}
            hideLabel
            value={adding}
            options={RULE_TYPES.map((value) => ({ value, label: t(`transforms.types.${value}`) }))}
            onChange={(event) => setAdding(event.target.value as FeedRule['type'])}
          />
          <Button
            variant="secondary"
            disabled={draft.rules.length >= FEED_RULES_MAX}
            onClick={() => setDraft({ ...draft, rules: [...draft.rules, newRule(adding)] })}
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t('transforms.addRule')}
          </Button>
          <Button
            className="ml-auto"
            disabled={!changed || !valid}
            loading={save.isPending}
            onClick={() =>
              save.mutate(draft, {
                onSuccess: () => notify('success', t('toasts.saved')),
                onError: (error) => notifyError(error),
              })
            }
          >
            {t('transforms.save')}
          </Button>
        </div>
      )}
    </div>
  );
}
