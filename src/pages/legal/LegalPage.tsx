import { Section } from '../../ui/Section';

export default function LegalPage() {
  return <Section level={1} title="Legal" />;
}
