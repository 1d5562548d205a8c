import { Section } from '../../ui/Section';

export default function GuidesPage() {
  return <Section level={1} title="Festival Guides" />;
}
