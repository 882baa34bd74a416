import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `dirty`, leaving the editor asks first: in-app navigation to another page through React
 * Router's blocker (the caller shows the question), reload/close through beforeunload.
 * Navigations that stay on the same path (e.g. recording the saved id in history) pass.
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers need returnValue set to show the prompt
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker;
}
