import { useEffect, useState } from 'react';
import { api } from '../../shared/api/client';
import { isLinkGone } from './TokenExpired';

/**
 * Whether an emailed reset or confirm link is gone: asked as the page opens, so an expired or used link shows
 * 'Token expired' before anyone types a password, and set again when the submit finds it gone. The form shows
 * meanwhile; a check that fails otherwise (offline) leaves it to the submit to tell.
 */
export function useLinkGone(token: string): [gone: boolean, markGone: () => void] {
  const [gone, setGone] = useState(false);
  useEffect(() => {
    let current = true;
    api.checkLink({ token }).catch((error: unknown) => {
      if (current && isLinkGone(error)) setGone(true);
    });
    return () => {
      current = false;
    };
  }, [token]);
  return [gone, () => setGone(true)];
}
