import { Section } from '../../ui/Section';

export default function AuthPage() {
  return <Section level={1} title="Login / Sign Up" />;
}
