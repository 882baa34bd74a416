import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';

/**
 * Syntax colours for the code panes as CSS variables (src/index.css defines them per theme,
 * decision 047), so the editor follows the light, dark and high-contrast themes without
 * rebuilding its state. The light values are those of CodeMirror's default style.
 */
const codeHighlightStyle = HighlightStyle.define([
  { tag: t.meta, color: 'var(--cf-code-meta)' },
  { tag: t.link, textDecoration: 'underline' },
  { tag: t.heading, textDecoration: 'underline', fontWeight: 'bold' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.strong, fontWeight: 'bold' },
  { tag: t.strikethrough, textDecoration: 'line-through' },
  { tag: t.keyword, color: 'var(--cf-code-keyword)' },
  { tag: [t.atom, t.bool, t.url, t.contentSeparator, t.labelName], color: 'var(--cf-code-atom)' },
  { tag: [t.literal, t.inserted], color: 'var(--cf-code-literal)' },
  { tag: [t.string, t.deleted], color: 'var(--cf-code-string)' },
  { tag: [t.regexp, t.escape, t.special(t.string)], color: 'var(--cf-code-regexp)' },
  { tag: t.definition(t.variableName), color: 'var(--cf-code-definition)' },
  { tag: t.local(t.variableName), color: 'var(--cf-code-local)' },
  { tag: [t.typeName, t.namespace], color: 'var(--cf-code-type)' },
  { tag: t.className, color: 'var(--cf-code-class)' },
  { tag: [t.special(t.variableName), t.macroName], color: 'var(--cf-code-special)' },
  { tag: t.definition(t.propertyName), color: 'var(--cf-code-property)' },
  { tag: t.comment, color: 'var(--cf-code-comment)' },
  { tag: t.invalid, color: 'var(--cf-code-invalid)' },
]);

export const codeHighlighting = syntaxHighlighting(codeHighlightStyle, { fallback: true });
