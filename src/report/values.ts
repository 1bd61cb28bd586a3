/**
 * Small formatters and guards for the values of a trace as the summary prints them
 * (src/report/summary.ts). The trace may come from an untrusted artifact: a list may hold anything, a
 * number may be a string, so every value is checked or escaped here before it reaches the markdown.
 */
import { escapeMarkdown, truncateText } from './markdown.js';

/** A free text of the trace, escaped and cut to the plan's length (see textOf). */
export type Text = (value: unknown) => string;

/** A plain object (not null, not an array). */
export function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A free text escaped for markdown and cut to `textChars` characters, marked when cut. */
export function textOf(textChars: number): Text {
  return (value) => {
    const text = String(value ?? '');
    const cut = truncateText(text, textChars);
    return escapeMarkdown(cut) + (cut === text ? '' : ' *\\[cut\\]*');
  };
}

/** An array, or an empty one for anything else (an untrusted trace may hold anything). */
export function list<T>(value: T[] | undefined | null): T[] {
  return Array.isArray(value) ? value : [];
}

/** A short code-like value as plain text (escape or code-span it before printing). */
export function short(value: unknown, max = 60): string {
  return truncateText(String(value ?? ''), max);
}

/** A number as text; anything else escaped and cut short. */
export function num(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  return escapeMarkdown(short(value, 30));
}

/** Milliseconds as `840 ms` or `1.2 s`; `—` when not a time. */
export function elapsed(ms: unknown): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** `4990 REPLAY_MATCH, 10 REPLAY_MISS` — counts per value, in first-seen order. */
export function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${n} ${short(v, 40)}`).join(', ');
}
