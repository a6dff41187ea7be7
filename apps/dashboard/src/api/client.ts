import { createApiClient } from '@paydesk/api-client';

/**
 * The one API client of the app. It talks to the provider on the same origin (the emulator by default);
 * the push server's coordinates come from the provider at session start.
 */
export const api = createApiClient();
