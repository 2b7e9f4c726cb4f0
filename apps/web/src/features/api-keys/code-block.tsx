import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button.tsx';

/** A shell command to copy: scrolls sideways inside its box on narrow screens, never the page. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation('apiKeys');
  return (
    <figure aria-label={label} className="relative m-0 rounded-lg border border-border bg-surface-2">
      {/* Focusable so that a keyboard can scroll a long command sideways. */}
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 p-3 pt-11 font-mono text-xs leading-relaxed text-fg sm:pt-3 sm:pr-32"
      >
        <code>{code}</code>
      </pre>
      <CopyButton
        text={code}
        label={t('copyLabel', { what: label })}
        size="xs"
        className="absolute right-2 top-2"
      />
    </figure>
  );
}
