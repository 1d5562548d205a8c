/** Joins class names, leaving out missing ones; undefined when none is left, so no empty class attribute renders. */
export function cx(...names: Array<string | false | null | undefined>): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}
