import { env } from '#src/lib/env';
import * as styles from './ErrorScreen.css';

type Props = { error: unknown; /** Shown only in development. */ showStack?: boolean };

/** 'Unexpected Application Error!' with the error's message or status text. */
export function ErrorScreen({ error, showStack = env.isDev }: Props) {
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <div role="alert" className={styles.screen}>
      <h1>Unexpected Application Error!</h1>
      <p className={styles.message}>{describe(error)}</p>
      {showStack && stack ? <pre className={styles.stack}>{stack}</pre> : null}
      <p>
        <a href="/">Return to Home</a>
      </p>
    </div>
  );
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const { status, statusText } = error as { status?: unknown; statusText?: unknown };
    if (typeof statusText === 'string' && statusText) return typeof status === 'number' ? `${status} ${statusText}` : statusText;
  }
  return String(error);
}
