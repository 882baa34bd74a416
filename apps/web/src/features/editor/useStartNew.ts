import { useState } from 'react';
import { useNavigate } from 'react-router';

export type StartNew = {
  /** File › New: a blank editor, after asking when there is work to lose */
  startNew: () => void;
  /** the question is open */
  confirming: boolean;
  confirm: () => void;
  cancel: () => void;
};

/**
 * A blank editor. The unsaved-changes guard lets same-page navigations pass (they record the
 * saved id), so New asks itself when there is work to lose.
 */
export function useStartNew(dirty: boolean): StartNew {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const goNew = () => void navigate('/editor', { state: { fresh: Date.now() } });
  return {
    startNew: () => (dirty ? setConfirming(true) : goNew()),
    confirming,
    confirm: () => {
      setConfirming(false);
      goNew();
    },
    cancel: () => setConfirming(false),
  };
}
