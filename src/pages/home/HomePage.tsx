import { Section } from '../../ui/Section';

export default function HomePage() {
  return <Section level={1} title="Your Ultimate Festival Adventure" />;
}
