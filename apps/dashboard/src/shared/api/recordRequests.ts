import { recordRequest } from '../session/lastRequest';

const isOwnOrigin = (input: RequestInfo | URL): boolean => {
  const url = typeof input === 'string' || input instanceof URL ? input : input.url;
  return new URL(url, window.location.href).origin === window.location.origin;
};

/**
 * The client's fetch, noting every answered request to the provider's own domain as the last request (SPEC §4
 * "Session inactivity"). A 401 is left out: it means the server did not count it as activity.
 */
export function recordingFetch(
  fetchImpl: () => typeof fetch = () => globalThis.fetch,
): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl()(input, init);
    if (response.status !== 401 && isOwnOrigin(input)) recordRequest();
    return response;
  };
}
