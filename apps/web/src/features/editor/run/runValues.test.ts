import { describe, expect, it } from 'vitest';
import { shownValue } from './runValues';

describe('shownValue', () => {
  it('shows Python values the tracer sends raw as Python writes them', () => {
    expect(shownValue(3)).toEqual({ r: '3', t: 'int' });
    expect(shownValue(true)).toEqual({ r: 'True', t: 'bool' });
    expect(shownValue(null)).toEqual({ r: 'None', t: 'NoneType' });
    expect(shownValue('hi')).toEqual({ r: "'hi'", t: 'str' });
    expect(shownValue("it's")).toEqual({ r: '"it\'s"', t: 'str' });
    expect(shownValue('a\nb')).toEqual({ r: "'a\\nb'", t: 'str' });
    expect(shownValue({ r: '[1]', t: 'list' })).toEqual({ r: '[1]', t: 'list' });
  });

  it('shows the numbers a JavaScript run sends raw', () => {
    expect(shownValue(0.5)).toEqual({ r: '0.5', t: 'float' });
    expect(shownValue(Number.NaN)).toEqual({ r: 'NaN', t: 'float' });
    expect(shownValue(-Infinity)).toEqual({ r: '-Infinity', t: 'float' });
  });
});
