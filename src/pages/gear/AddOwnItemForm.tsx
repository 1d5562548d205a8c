import type { RefObject } from 'react';
import { toast } from 'sonner';
import type { GearCategory } from '#content/schemas';
import { customGear, customGearName, MAX_CUSTOM_GEAR_ITEMS } from '#src/features/plan/customGear';
import { useAppForm } from '#src/ui/form/appForm';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as styles from './GearPage.css';

type Props = { category: GearCategory; fieldRef: RefObject<HTMLInputElement | null> };

/**
 * 'Add your own item' under a category: a name (checked on submit, then on every change) that
 * joins the category's list; the field empties for the next one and a toast says what was added.
 * Prerendered with the page, so a name typed and added before hydration waits for it and is added
 * then (decision 008).
 */
export function AddOwnItemForm({ category, fieldRef }: Props) {
  const form = useAppForm({
    formId: `add-own-${category.id}`,
    defaultValues: { name: '' },
    onSubmit: ({ value, formApi }) => {
      const added = customGear.add(category.id, value.name);
      if (!added) {
        toast.error(`You have ${MAX_CUSTOM_GEAR_ITEMS} items of your own: remove one to add another.`);
        return;
      }
      toast(`Added ${added.name} to ${category.title}.`);
      formApi.reset();
    },
  });
  return (
    <form.AppForm>
      <form.Form className={styles.addForm}>
        <form.AppField name="name" validators={{ onDynamic: customGearName }}>
          {(field) => (
            <field.TextField
              ref={fieldRef}
              label={
                <>
                  Add your own item<VisuallyHidden> to {category.title}</VisuallyHidden>
                </>
              }
              autoComplete="off"
              className={styles.addField}
            />
          )}
        </form.AppField>
        <form.SubmitButton variant="secondary" className={styles.addButton}>
          Add<VisuallyHidden> to {category.title}</VisuallyHidden>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
