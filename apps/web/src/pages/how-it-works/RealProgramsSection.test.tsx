import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import marketing from 'virtual:marketing-data';
import { describe, expect, it } from 'vitest';
import { HowItWorksPage } from './HowItWorksPage';

// the benches' records, the one owner of the figures (bench/engine/realFigures.ts)
import figures from '../../../../../bench/engine/real-programs.json';

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/how-it-works', element: <HowItWorksPage /> }], {
    initialEntries: ['/how-it-works'],
  });
  render(<RouterProvider router={router} />);
};

describe('How it works: correctness on real projects', () => {
  it('names the languages without a row as checked on the test programs only, and no other', () => {
    renderPage();
    const text = screen.getByRole('region', { name: 'On real projects' }).textContent ?? '';
    const only = /\. ([^.]*) (?:is|are) checked on the test programs above only\./.exec(text)?.[1];
    const named = (only ?? '').split(/, and |, | and /);
    const listed = new Set(marketing.realPrograms.map((r) => r.language));
    const unlisted = marketing.languages.map((l) => l.displayName).filter((n) => !listed.has(n));
    expect(unlisted.length).toBeGreaterThan(0);
    expect(named).toEqual(unlisted);
    for (const language of listed) expect(named).not.toContain(language);
  });

  it('states every recorded project’s figures, linked to the project and dated', () => {
    expect(figures.length).toBeGreaterThan(0);
    renderPage();
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
