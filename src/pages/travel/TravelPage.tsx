import { Section } from '../../ui/Section';

export default function TravelPage() {
  return <Section level={1} title="Travel Deals" />;
}
