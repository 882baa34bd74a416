import { COLLAB_MESSAGES } from '@codeflow/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CollabPresence } from './CollabPresence';
import type { Collaboration } from './useCollaboration';

const live: Collaboration = {
  active: true,
  status: 'live',
  ready: true,
  extension: null,
  initial: null,
  people: [{ clientId: 1, userId: 'u1', name: 'Max Member', color: '#2563eb', self: true }],
  refusal: null,
  readOnly: false,
  publish: () => undefined,
};

describe('CollabPresence', () => {
  it('says when sharing across servers is interrupted, and that edits are kept', () => {
    render(<CollabPresence collab={{ ...live, status: 'degraded' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(COLLAB_MESSAGES.degraded);
    expect(screen.getByText('Max Member (you)')).toBeInTheDocument();
  });

  it('says why a change was not kept, and when the plan allows reading only', () => {
    const refusal = 'This code has 2001 lines; the Pro plan allows 2000.';
    render(<CollabPresence collab={{ ...live, status: 'readOnly', refusal }} />);
    expect(screen.getByRole('status')).toHaveTextContent(COLLAB_MESSAGES.readOnly);
    expect(screen.getByRole('alert')).toHaveTextContent(`${COLLAB_MESSAGES.refused} ${refusal}`);
  });
});
