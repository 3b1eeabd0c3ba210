import { useEffect } from 'react';
import { replayEarlyClicks } from './early-clicks';

/**
 * Sits last inside the routes' Suspense boundary, on the server too (so both trees match for hydration). React
 * hydrates that boundary after the page's shell; this effect runs once it has, and replays the clicks held
 * until then.
 */
export function Hydrated() {
  useEffect(() => replayEarlyClicks(document), []);
  return null;
}
