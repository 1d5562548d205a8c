import { memo, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { customGear, customGearName, type CustomGearItem } from '#src/features/plan/customGear';
import { card } from '#src/ui/Card.css';
import { Button } from '#src/ui/Button';
import { useAppForm } from '#src/ui/form/appForm';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as styles from './GearPage.css';

type Props = {
  item: CustomGearItem;
  categoryTitle: string;
  /** Where focus goes once the item is removed: its category's 'Add your own item' field. */
  onRemoved: () => void;
};

/**
 * An item the visitor added: its name, its 'Packed' tick (counted and printed as any other),
 * 'Rename' (in place; Escape or 'Cancel' leaves the name as it was) and 'Remove', which a toast
 * confirms. Rendered only after hydration, since it comes from this browser's storage, and loaded
 * then (`LazyOwnGearCard`): a visitor without items of their own never loads it, nor its forms.
 */
export default memo(function OwnGearCard({ item, categoryTitle, onRemoved }: Props) {
  const nameId = useId();
  const [renaming, setRenaming] = useState(false);
  /** Set when renaming ends: the Rename button takes focus as it comes back. */
  const focusRename = useRef(false);
  const endRenaming = () => {
    focusRename.current = true;
    setRenaming(false);
  };
  return (
    // While the name is a field, the item keeps its name as its label.
    <article {...(renaming ? { 'aria-label': item.name } : { 'aria-labelledby': nameId })} className={`${card} ${styles.item}`}>
      <div className={styles.itemBody}>
        {renaming ? (
          <RenameForm item={item} onDone={endRenaming} />
        ) : (
          <h3 id={nameId} className={styles.itemName}>
            {item.name}
          </h3>
        )}
        <p className={styles.ownMark}>Your own item</p>
        <label className={styles.packed}>
          <input type="checkbox" className={styles.checkbox} checked={item.packed} onChange={() => customGear.toggle(item.id)} />
          <span className={styles.packedWord}>Packed</span>
          <VisuallyHidden> {item.name}</VisuallyHidden>
        </label>
        {renaming ? null : (
          <div className={styles.ownActions}>
            <Button
              variant="ghost"
              ref={(button) => {
                if (button && focusRename.current) {
                  focusRename.current = false;
                  button.focus();
                }
              }}
              onClick={() => setRenaming(true)}
            >
              Rename<VisuallyHidden> {item.name}</VisuallyHidden>
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                customGear.remove(item.id);
                toast(`Removed ${item.name} from ${categoryTitle}.`);
                onRemoved();
              }}
            >
              Remove<VisuallyHidden> {item.name}</VisuallyHidden>
            </Button>
          </div>
        )}
      </div>
    </article>
  );
});

type RenameProps = { item: CustomGearItem; onDone: () => void };

const focusOnMount = (input: HTMLInputElement | null) => input?.focus();

/** The item's name as a field, checked as a new item's is; Enter or 'Save' renames, Escape or 'Cancel' does not. */
function RenameForm({ item, onDone }: RenameProps) {
  const form = useAppForm({
    formId: `rename-${item.id}`,
    defaultValues: { name: item.name },
    onSubmit: ({ value }) => {
      customGear.rename(item.id, value.name);
      onDone();
    },
  });
  return (
    <form.AppForm>
      <form.Form
        className={styles.renameForm}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onDone();
        }}
      >
        <form.AppField name="name" validators={{ onDynamic: customGearName }}>
          {(field) => (
            <field.TextField
              ref={focusOnMount}
              label={
                <>
                  New name<VisuallyHidden> for {item.name}</VisuallyHidden>
                </>
              }
              autoComplete="off"
              className={styles.addField}
            />
          )}
        </form.AppField>
        <div className={styles.ownActions}>
          <form.SubmitButton variant="secondary">
            Save<VisuallyHidden> the new name of {item.name}</VisuallyHidden>
          </form.SubmitButton>
          <Button variant="ghost" onClick={onDone}>
            Cancel<VisuallyHidden> renaming {item.name}</VisuallyHidden>
          </Button>
        </div>
      </form.Form>
    </form.AppForm>
  );
}
