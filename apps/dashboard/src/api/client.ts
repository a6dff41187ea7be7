import { createApiClient } from '@paydesk/api-client';
import { clientLoaded } from './loadedClient';
import { recordingFetch } from './recordRequests';

/**
 * The one API client of the app. It talks to the provider on the same origin (the emulator by default);
 * the push server's coordinates come from the provider at session start. Every request it makes counts as
 * activity for the inactivity logout.
 */
export const api = createApiClient({ fetch: recordingFetch() });
clientLoaded(api);
