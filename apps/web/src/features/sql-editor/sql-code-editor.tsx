import { autocompletion, closeBrackets } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { PostgreSQL, sql } from '@codemirror/lang-sql';
import {
  bracketMatching,
  defaultHighlightStyle,
  HighlightStyle,
  syntaxHighlighting,
} from '@codemirror/language';
import { EditorSelection, EditorState, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  keymap,
  lineNumbers,
  placeholder as placeholderText,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { SQL_VIEWS } from '@ziskomer/contracts';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';

/** What the page can do with the editor: replace its text, focus it, mark an error's position. */
export interface SqlCodeEditorHandle {
  setText(text: string): void;
  focus(): void;
  /** Marks the character at the 1-based `position` (PostgreSQL's) and puts the cursor there. */
  markError(position: number | undefined): void;
}

interface Props {
  initialText: string;
  onChange: (text: string) => void;
  onRun: () => void;
  label: string;
  placeholder: string;
}

/** The views and their columns, for completion: `orders.` offers the order's columns. */
const SCHEMA = Object.fromEntries(
  SQL_VIEWS.map((view) => [view.name, view.columns.map((column) => column.name)]),
);

const setErrorMark = StateEffect.define<{ from: number; to: number } | null>();
const errorMark = StateField.define({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    if (transaction.docChanged) next = Decoration.none;
    for (const effect of transaction.effects) {
      if (!effect.is(setErrorMark)) continue;
      next = effect.value
        ? Decoration.set([
            Decoration.mark({ class: 'cm-sql-error' }).range(effect.value.from, effect.value.to),
          ])
        : Decoration.none;
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Colours from the app's theme variables, so light and dark both read well. */
const theme = EditorView.theme({
  '&': {
    backgroundColor: 'var(--color-surface)',
    color: 'var(--color-fg)',
    fontSize: '13px',
    height: '100%',
  },
  '.cm-content': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    caretColor: 'var(--color-fg)',
  },
  '.cm-gutters': { backgroundColor: 'var(--color-surface)', color: 'var(--color-muted)', border: 'none' },
  '.cm-activeLine': { backgroundColor: 'transparent' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { overflow: 'auto' },
  '.cm-sql-error': {
    textDecoration: 'underline wavy var(--color-danger)',
    backgroundColor: 'var(--color-danger-soft)',
  },
  '.cm-tooltip': { backgroundColor: 'var(--color-surface)', border: '1px solid var(--color-border)' },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--color-accent-soft)',
    color: 'var(--color-fg)',
  },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'var(--color-accent-soft)',
  },
});

/** Token colours that keep their contrast on both themes' surfaces. */
const highlight = HighlightStyle.define([
  { tag: tags.keyword, color: 'var(--color-accent)', fontWeight: '600' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--color-success, #15803d)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--color-warning)' },
  { tag: tags.comment, color: 'var(--color-muted)', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.standard(tags.name)], color: 'var(--color-accent)' },
]);

/** CodeMirror 6 with PostgreSQL highlighting and completion of the shop's views and columns. */
export const SqlCodeEditor = forwardRef<SqlCodeEditorHandle, Props>(function SqlCodeEditor(
  { initialText, onChange, onRun, label, placeholder },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const handlers = useRef({ onChange, onRun });
  handlers.current = { onChange, onRun };

  // The editor is created once; later text arrives through the handle.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialText is only the first text
  useEffect(() => {
    if (!host.current) return;
    const run = () => {
      handlers.current.onRun();
      return true;
    };
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          keymap.of([
            { key: 'Mod-Enter', run, preventDefault: true },
            indentWithTab,
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          lineNumbers(),
          history(),
          bracketMatching(),
          closeBrackets(),
          sql({ dialect: PostgreSQL, schema: SCHEMA, upperCaseKeywords: true }),
          autocompletion(),
          syntaxHighlighting(highlight),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          errorMark,
          theme,
          placeholderText(placeholder),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlers.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
  }, []);

  useImperativeHandle(ref, () => ({
    setText(text) {
      const editor = view.current;
      if (!editor) return;
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
    },
    focus() {
      view.current?.focus();
    },
    markError(position) {
      const editor = view.current;
      if (!editor) return;
      if (position === undefined) {
        editor.dispatch({ effects: setErrorMark.of(null) });
        return;
      }
      const length = editor.state.doc.length;
      const from = Math.min(Math.max(position - 1, 0), Math.max(length - 1, 0));
      const word = editor.state.wordAt(from);
      const to = Math.min(length, word && word.from === from ? word.to : from + 1);
      editor.dispatch({
        effects: [
          setErrorMark.of(to > from ? { from, to } : null),
          EditorView.scrollIntoView(from, { y: 'center' }),
        ],
        selection: EditorSelection.cursor(from),
      });
    },
  }));

  return <div ref={host} className="h-full min-h-48" />;
});
