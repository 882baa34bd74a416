import { generateFlowchart } from '@codeflow/engine/node';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FunctionsByComplexity } from './FunctionsByComplexity';

const code = [
  'def a(x):\n    if x:\n        return 1\n    return 2',
  'def b(xs):\n    for x in xs:\n        if x:\n            continue\n    return 0',
  'def c():\n    return 3',
].join('\n\n');

describe('FunctionsByComplexity', () => {
  it('counts and lists the functions only once it is opened', async () => {
    const { graph } = await generateFlowchart({ code, language: 'python' });
    const { container } = render(
      <FunctionsByComplexity graph={graph} focus={null} onShow={() => undefined} />,
    );
    // closed: the summary only, no list of every function redrawn on each keystroke
    expect(screen.getByText('By complexity')).toBeTruthy();
    expect(container.querySelectorAll('li')).toHaveLength(0);
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['b3', 'a2', 'c1']);
    details.open = false;
    fireEvent(details, new Event('toggle'));
    expect(container.querySelectorAll('li')).toHaveLength(0);
  });

  it('draws nothing for a file of one function', async () => {
    const { graph } = await generateFlowchart({
      code: 'def c():\n    return 3',
      language: 'python',
    });
    const { container } = render(
      <FunctionsByComplexity graph={graph} focus={null} onShow={() => undefined} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
