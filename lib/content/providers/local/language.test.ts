import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it('tells English, French and German apart, as two-letter tags', () => {
    expect(detectLanguage('The quick brown fox jumps over the lazy dog while the children watch from the garden.')).toBe('en');
    expect(detectLanguage("Le petit chat dort sur le canapé pendant que les enfants jouent dans le jardin de l'école.")).toBe('fr');
    expect(detectLanguage('Der schnelle braune Fuchs springt über den faulen Hund, während die Kinder im Garten spielen.')).toBe('de');
    expect(detectLanguage('El perro corre por el parque mientras los niños juegan con la pelota en la tarde.')).toBe('es');
  });

  it('answers null for text too short to tell', () => {
    expect(detectLanguage('Hello')).toBeNull();
    expect(detectLanguage('')).toBeNull();
  });
});
