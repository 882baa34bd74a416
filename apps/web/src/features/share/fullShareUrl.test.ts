import { describe, expect, it } from 'vitest';
import { fullShareUrl } from './fullShareUrl';

describe('fullShareUrl', () => {
  it('joins the origin and the editor route', () => {
    expect(fullShareUrl('https://codeflow.example', 'abc_123')).toBe(
      'https://codeflow.example/editor?shareId=abc_123',
    );
    expect(fullShareUrl('http://127.0.0.1:4100/', 'a b')).toBe(
      'http://127.0.0.1:4100/editor?shareId=a%20b',
    );
  });
});
