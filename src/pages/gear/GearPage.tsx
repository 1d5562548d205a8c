import { memo, Suspense, useId, useMemo, useRef, type RefObject } from 'react';
import { Link } from 'wouter';
import { gearCategories, gearItems } from '#content/gear';
import type { FestivalGuide, GearCategory, GearItem } from '#content/schemas';
import { site } from '#content/site';
import { paths } from '#src/lib/paths';
import { useStoredToggle } from '#src/lib/useStoredToggle';
import { Button } from '#src/ui/Button';
import { card, grid } from '#src/ui/Card.css';
import { ExternalLink } from '#src/ui/ExternalLink';
import { Section } from '#src/ui/Section';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import { COMPACT_TOGGLE_ATTRIBUTE, FESTIVAL_WAITING_ATTRIBUTE, GEAR_VIEW_ATTRIBUTE } from '#src/early/parts/gearView';
import { FestivalNotes } from './FestivalNotes';
import { GearCategoryIcon } from './GearCategoryIcon';
import * as styles from './GearPage.css';
import { toggleCompactView } from './gearView';
import { useCustomGear, type CustomGearItem } from '#src/features/plan/customGear';
import { packedGear, usePackedGearIds } from '#src/features/plan/packedGear';
import { RetryBoundary } from '#src/ui/RetryBoundary';
import { AddOwnItemIsland } from './AddOwnItemIsland';
import { LazyOwnGearCard } from './LazyOwnGearCard';
import { ResetChecklist } from './ResetChecklist';
import { useFestivalNotes } from './useFestivalNotes';
import { useGearView } from './useGearView';

/** Each category's items, in display order. */
const itemsOf = new Map(gearCategories.map((category) => [category.id, gearItems.filter((item) => item.category === category.title)]));

/** The items a festival stresses, each with its reason, under the festival's name. */
type Focus = { festival: string; reasons: ReadonlyMap<string, string> };

const noFocus: Focus = { festival: '', reasons: new Map() };

const noOwnItems: readonly CustomGearItem[] = [];

/** The visitor's own items of each category, in the order they were added. */
function ownItemsByCategory(items: readonly CustomGearItem[]): ReadonlyMap<string, readonly CustomGearItem[]> {
  const byCategory = new Map<string, CustomGearItem[]>();
  for (const item of items) {
    const list = byCategory.get(item.category);
    if (list) list.push(item);
    else byCategory.set(item.category, [item]);
  }
  return byCategory;
}

function focusOf(festival: string | undefined, guide: FestivalGuide | undefined): Focus {
  if (festival === undefined || guide === undefined) return noFocus;
  return { festival, reasons: new Map(guide.packingFocus.map(({ itemId, reason }) => [itemId, reason])) };
}

/**
 * /gear-checklists: the gear by category, each item with its shopping link and a 'Packed' tick
 * kept in this browser, as cards or as a compact list of names and ticks, and under each category
 * the items the visitor added there, ticked, counted and printed as the others. The count of packed
 * items stays in view while the list scrolls. Prints as a paper checklist. With
 * `?festival={slug}`, that festival's weather and the gear its guide stresses lead it, and those
 * items are marked with the reason.
 */
export default function GearPage() {
  const packed = usePackedGearIds();
  const ownItems = useCustomGear();
  const ownByCategory = useMemo(() => ownItemsByCategory(ownItems), [ownItems]);
  const packedCount = packed.length + ownItems.filter((item) => item.packed).length;
  const view = useGearView();
  const notes = useFestivalNotes();
  const festival = notes.status === 'ready' ? notes.festival.name : undefined;
  const guide = notes.status === 'ready' ? notes.guide : undefined;
  const focus = useMemo(() => focusOf(festival, guide), [festival, guide]);
  const firstCheckbox = useRef<HTMLInputElement>(null);
  return (
    <Section
      level={1}
      title="The Ultimate Festival Gear Checklist"
      intro="Everything we pack for a festival weekend, from the tent to the glitter, sorted so you can tick it off as you go."
    >
      <p className={styles.disclosure}>
        As an {site.amazon.name} Associate we earn from qualifying purchases. The ‘Shop on {site.amazon.name}’ links
        below are affiliate links: buying through them costs you nothing extra and helps keep {site.brand} free. Read
        our <Link href={paths.legalSection('affiliate-disclosure')}>affiliate disclosure</Link>.
      </p>
      <div
        className={styles.checklist}
        {...{ [GEAR_VIEW_ATTRIBUTE]: view }}
        {...(notes.status === 'loading' ? { [FESTIVAL_WAITING_ATTRIBUTE]: '' } : {})}
      >
        <FestivalNotes notes={notes} />
        <p role="status" className={styles.overall}>
          {packedCount} of {gearItems.length + ownItems.length} packed
        </p>
        <div className={styles.toolbar}>
          <Button
            variant="secondary"
            aria-pressed={view === 'compact'}
            {...{ [COMPACT_TOGGLE_ATTRIBUTE]: '' }}
            onClick={toggleCompactView}
          >
            Compact list
          </Button>
          <ResetChecklist packedCount={packedCount} focusAfterReset={firstCheckbox} />
        </div>
        {gearCategories.map((category, index) => (
          <GearCategorySection
            key={category.id}
            category={category}
            items={itemsOf.get(category.id) ?? []}
            ownItems={ownByCategory.get(category.id) ?? noOwnItems}
            packed={packed}
            focus={focus}
            firstCheckbox={index === 0 ? firstCheckbox : undefined}
          />
        ))}
      </div>
    </Section>
  );
}

type CategoryProps = {
  category: GearCategory;
  items: GearItem[];
  ownItems: readonly CustomGearItem[];
  packed: readonly string[];
  focus: Focus;
  firstCheckbox?: RefObject<HTMLInputElement | null>;
};

const sameOwnItem = (before: CustomGearItem, after: CustomGearItem | undefined) =>
  before.id === after?.id && before.name === after.name && before.packed === after.packed;

/** Whether a change (a tick, an own item added, renamed or removed) changes what a category shows: one elsewhere leaves it as it is. */
const sameCategoryTicks = (before: CategoryProps, after: CategoryProps) =>
  before.category === after.category &&
  before.items === after.items &&
  before.focus === after.focus &&
  before.firstCheckbox === after.firstCheckbox &&
  before.items.every((item) => before.packed.includes(item.id) === after.packed.includes(item.id)) &&
  before.ownItems.length === after.ownItems.length &&
  before.ownItems.every((item, index) => sameOwnItem(item, after.ownItems[index]));

/** A category renders again only for a change of its own items (memo), and then only the card changed. */
const GearCategorySection = memo(function GearCategorySection({ category, items, ownItems, packed, focus, firstCheckbox }: CategoryProps) {
  const headingId = `${category.id}-heading`;
  const addField = useRef<HTMLInputElement>(null);
  const packedHere = items.filter((item) => packed.includes(item.id)).length + ownItems.filter((item) => item.packed).length;
  return (
    <section id={category.id} aria-labelledby={headingId} className={styles.category}>
      <h2 id={headingId} className={styles.categoryTitle}>
        <GearCategoryIcon name={category.icon} className={styles.icon} />
        {category.title}
      </h2>
      <p className={styles.subtitle}>{category.subtitle}</p>
      <p className={styles.categoryProgress}>
        {packedHere} of {items.length + ownItems.length} packed
      </p>
      <ul className={`${grid} ${styles.items}`}>
        {items.map((item, index) => (
          <li key={item.id}>
            <GearCard
              item={item}
              packed={packed.includes(item.id)}
              festival={focus.festival}
              reason={focus.reasons.get(item.id)}
              checkboxRef={index === 0 ? firstCheckbox : undefined}
            />
          </li>
        ))}
        {ownItems.map((item) => (
          <li key={item.id}>
            <RetryBoundary onRetry={() => void LazyOwnGearCard.preload()}>
              <Suspense fallback={null}>
                <LazyOwnGearCard item={item} categoryTitle={category.title} onRemoved={() => addField.current?.focus()} />
              </Suspense>
            </RetryBoundary>
          </li>
        ))}
      </ul>
      <AddOwnItemIsland category={category} fieldRef={addField} />
    </section>
  );
}, sameCategoryTicks);

type CardProps = {
  item: GearItem;
  packed: boolean;
  /** The festival of the notes, and why it stresses this item, if it does. */
  festival: string;
  reason: string | undefined;
  checkboxRef?: RefObject<HTMLInputElement | null>;
};

const GearCard = memo(function GearCard({ item, packed, festival, reason, checkboxRef }: CardProps) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className={`${card} ${styles.item}`}>
      <img className={styles.image} src={item.imageUrl} alt="" width={600} height={400} loading="lazy" decoding="async" />
      <div className={styles.itemBody}>
        <h3 id={nameId} className={styles.itemName}>
          {item.name}
        </h3>
        {reason ? (
          <p className={styles.festivalMark}>
            <strong>For {festival}:</strong> {reason}
          </p>
        ) : null}
        <p className={styles.itemText}>{item.description}</p>
        <label className={styles.packed}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={packed}
            {...useStoredToggle(packedGear, item.id, checkboxRef)}
            onChange={() => packedGear.toggle(item.id)}
          />
          <span className={styles.packedWord}>Packed</span>
          <VisuallyHidden> {item.name}</VisuallyHidden>
        </label>
        <ExternalLink href={item.amazonUrl} sponsored variant="primary" className={styles.shop}>
          Shop on {site.amazon.name}
        </ExternalLink>
      </div>
    </article>
  );
});
