import { describe, expect, it } from 'vitest';
import { collabUrl } from './collabUrl';
import { userColor } from './userColor';

describe('userColor', () => {
  it('gives one person the same colour everywhere, and different people different ones', () => {
    expect(userColor('a1b2')).toEqual(userColor('a1b2'));
    const colours = new Set(['u1', 'u2', 'u3', 'u4', 'u5', 'u6'].map((id) => userColor(id).color));
    expect(colours.size).toBeGreaterThan(1);
    expect(userColor('x').colorLight).toMatch(/^#[0-9a-f]{8}$/);
  });
});

describe('collabUrl', () => {
  it('follows the page: ws on http, wss on https, under /api/collab', () => {
    expect(collabUrl('', { href: 'http://localhost:3000/editor' })).toBe(
      'ws://localhost:3000/api/collab',
    );
    expect(collabUrl('', { href: 'https://codeflow.example/editor' })).toBe(
      'wss://codeflow.example/api/collab',
    );
    expect(collabUrl('https://api.example/', { href: 'http://localhost:5173/' })).toBe(
      'wss://api.example/api/collab',
    );
  });
});
