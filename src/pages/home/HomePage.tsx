import { CalendarTeaser } from './CalendarTeaser';
import { GuidesTeaser } from './GuidesTeaser';
import { Hero } from './Hero';
import { JoinTheTribe } from './JoinTheTribe';
import { TravelTeaser } from './TravelTeaser';

export default function HomePage() {
  return (
    <>
      <Hero />
      <GuidesTeaser />
      <TravelTeaser />
      <CalendarTeaser />
      <JoinTheTribe />
    </>
  );
}
