import { findFestivalBySlug } from '../../../content/festivals';
import { Section } from '../../ui/Section';
import NotFoundPage from '../not-found/NotFoundPage';

type Props = { params: { slug: string } };

export default function GuidePage({ params }: Props) {
  const festival = findFestivalBySlug(params.slug);
  if (!festival) return <NotFoundPage />;
  return <Section level={1} title={`${festival.name} Guide`} intro={festival.description} />;
}
