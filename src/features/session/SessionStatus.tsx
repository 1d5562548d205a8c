import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { authMachine } from '../../../machines/auth.machine';
import { inspect } from '../../lib/inspector';
import { paths } from '../../lib/paths';
import { getSupabase } from '../../lib/supabase';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { describeAuthFailure } from './authFailure';
import { signOut } from './authRequests';
import * as styles from './SessionStatus.css';
import { useSignedInEmail } from './storedSession';

/** The routes that use the account start the client, so supabase-js keeps the session fresh there. */
const accountRoutes: readonly string[] = [paths.auth, paths.map];

const machine = authMachine.provide({
  actors: { signOut: authMachine.implementations.actors.signOut.constructor === Function ? undefined! : undefined! },
});
