import { API_PREFIX } from '@paydesk/api-client';
import { OUTBOX_PREFIX } from './outboxRoutes.js';
import { REST_API_PREFIX } from './restApiRoutes.js';
import { TEST_CONTROL_PREFIX } from './testControl.js';
import { PUSH_PATH_PREFIX } from '../realtime/pusherServer.js';

/** Paths of the API, test control, the emulator's own pages and the push socket: answered in JSON, never with the dashboard. */
export const isServicePath = (path: string) =>
  path.startsWith(`${API_PREFIX}/`) ||
  path.startsWith(`${REST_API_PREFIX}/`) ||
  path.startsWith(`${TEST_CONTROL_PREFIX}/`) ||
  path.startsWith(`${OUTBOX_PREFIX}/`) ||
  path.startsWith(PUSH_PATH_PREFIX);
