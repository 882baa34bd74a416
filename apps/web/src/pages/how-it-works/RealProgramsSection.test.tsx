import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HowItWorksPage } from './HowItWorksPage';

// the benches' records, the one owner of the figures (bench/engine/realFigures.ts)
import figures from '../../../../../bench/engine/real-programs.json';

describe('How it works: correctness on real projects', () => {
  it('states every recorded project’s figures, linked to the project and dated', () => {
    expect(figures.length).toBeGreaterThan(0);
    const router = createMemoryRouter([{ path: '/how-it-works', element: <HowItWorksPage /> }], {
      initialEntries: ['/how-it-works'],
    });
    render(<RouterProvider router={router} />);
    const table = screen.getByTestId('real-programs-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(figures.length);
    figures.forEach((f, i) => {
      const row = rows[i]!;
      expect(within(row).getByRole('link', { name: f.corpus })).toHaveAttribute('href', f.url);
      expect(row).toHaveTextContent(`${f.files.covered} / ${f.files.total}`);
      expect(row).toHaveTextContent(f.transitions.toLocaleString('en-US'));
      expect(row).toHaveTextContent(f.measured.start.slice(0, 10));
    });
  });

  it('shows Rust measured on TheAlgorithms/Rust, not as checked on the test programs only', () => {
    const router = createMemoryRouter([{ path: '/how-it-works', element: <HowItWorksPage /> }], {
      initialEntries: ['/how-it-works'],
    });
    render(<RouterProvider router={router} />);
    const table = screen.getByTestId('real-programs-table');
    const rust = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByRole('rowheader', { name: 'Rust' }));
    expect(rust).toBeDefined();
    expect(within(rust!).getByRole('link', { name: 'TheAlgorithms/Rust' })).toHaveAttribute(
      'href',
      'https://github.com/TheAlgorithms/Rust',
    );
  });
});
