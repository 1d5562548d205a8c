import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '#src/lib/paths';
import { ButtonLink } from '#src/ui/Button';
import * as styles from './NotFoundPage.css';

export default function NotFoundPage() {
  const [pathname] = useLocation();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className={styles.page}>
      <h1 className={styles.code}>404</h1>
      <p className={styles.text}>Oops! Page not found</p>
      <ButtonLink href={paths.home}>Return to Home</ButtonLink>
    </div>
  );
}
