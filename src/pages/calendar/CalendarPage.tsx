import { Section } from '../../ui/Section';

export default function CalendarPage() {
  return <Section level={1} title="Global Festival Calendar" />;
}
