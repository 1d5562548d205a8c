import { Section } from '../../ui/Section';

export default function CommunityPage() {
  return <Section level={1} title="Join the Tribe" />;
}
