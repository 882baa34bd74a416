import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { CreateNewButton } from './CreateNewButton';

function renderButton(blockedReason: string | null) {
  const router = createMemoryRouter([
    { path: '/', element: <CreateNewButton blockedReason={blockedReason} /> },
  ]);
  render(<RouterProvider router={router} />);
}

it('at the plan limit, links the upgrade hint to /pricing', () => {
  renderButton(
    'You have reached your flowchart limit (5 on the Free plan). Upgrade to Pro for 100.',
  );
  expect(screen.getByRole('button', { name: 'Create New' })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
});

it('offers no upgrade link when nothing is blocked', () => {
  renderButton(null);
  expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
});
