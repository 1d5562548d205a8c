import { Section } from '../../ui/Section';

export default function GearPage() {
  return <Section level={1} title="The Ultimate Festival Gear Checklist" />;
}
