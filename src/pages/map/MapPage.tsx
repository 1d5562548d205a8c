import { Section } from '../../ui/Section';

export default function MapPage() {
  return <Section level={1} title="Interactive Festival Map" />;
}
