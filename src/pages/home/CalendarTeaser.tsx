import { paths } from '#src/lib/paths';
import { ButtonLink } from '#src/ui/Button';
import { Section } from '#src/ui/Section';

export function CalendarTeaser() {
  return (
    <Section
      title="Never Miss a Beat"
      intro="Every upcoming festival in one calendar, filtered by country and genre, with tickets, guides and a map for each."
    >
      <ButtonLink href={paths.calendar}>View Festival Calendar</ButtonLink>
    </Section>
  );
}
