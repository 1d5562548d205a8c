/** How many columns some laid-out elements form: the number of distinct left edges. */
export function columnCount(elements: readonly Element[]): number {
  return new Set(elements.map((element) => Math.round(element.getBoundingClientRect().left))).size;
}
