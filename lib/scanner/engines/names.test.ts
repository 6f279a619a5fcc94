import { describe, expect, it } from 'vitest';
import { orderedEngines } from './names.ts';

describe('orderedEngines', () => {
  it('puts the names in priority order (axe, IBM, HTMLCS), whatever order they were given in', () => {
    expect(orderedEngines(['htmlcs', 'axe', 'ibm'])).toEqual(['axe', 'ibm', 'htmlcs']);
    expect(orderedEngines(['htmlcs', 'ibm'])).toEqual(['ibm', 'htmlcs']);
  });

  it('leaves out names it does not know, and falls back to axe alone when none is left', () => {
    expect(orderedEngines(['wave', 'htmlcs'])).toEqual(['htmlcs']);
    expect(orderedEngines(['wave'])).toEqual(['axe']);
    expect(orderedEngines([])).toEqual(['axe']);
  });
});
