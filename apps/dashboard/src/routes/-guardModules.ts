/**
 * What the signed-in guard imports (`-dashboardContext.ts`), as one module: a dynamic import of a module that
 * shares its chunk with others loads a re-exporting file of its own first, so one import here is one such file
 * instead of three, each a request before the page can render. It lives in the session chunk (vite.config.ts).
 */
export { loadSession } from '../shared/session/session';
export { loadOrganizationScope, prefetchOrganizationScope } from '../features/organization/scope';
export { queryClient } from '../shared/api/queryClient';
