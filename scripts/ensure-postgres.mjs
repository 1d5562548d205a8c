// The database tests start a throwaway PostgreSQL server (supabase/tests). Installs it with apt
// when it is missing and we are allowed to; otherwise explains what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findPostgresBin, postgresMissing } from './postgresBin.mjs';

if (!findPostgresBin()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt && !process.env.POSTGRES_BIN_DIR) {
    console.log('Installing PostgreSQL for the database tests (apt-get install postgresql)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } else {
    console.error(postgresMissing);
    process.exit(1);
  }
}
