import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { applyBrandingColours, applyStoredBrandingColours, storeBrandingColours } from './brandingColours';

const variable = (name: string) => document.documentElement.style.getPropertyValue(name);

// jsdom has no CSS.supports; a browser's answer for the values used here.
beforeEach(() => vi.stubGlobal('CSS', { supports: (_property: string, value: string) => /^(#[0-9a-f]{6}|rgb\(.*\))$/i.test(value) }));
afterEach(() => {
  applyBrandingColours({});
  vi.unstubAllGlobals();
});

describe('branding colours in local storage (000 §3)', () => {
  test('the colours of one visit paint the start of the next, before any answer', () => {
    storeBrandingColours({ main: '#123456', secondary: '#abcdef', accent: 'rgb(1, 2, 3)', loginPrimary: '#0c3c60', loginSecondary: 'not a colour' });
    applyBrandingColours({});
    expect(variable('--brand-main')).toBe('');

    applyStoredBrandingColours();
    expect(variable('--brand-main')).toBe('#123456');
    expect(variable('--brand-login-primary')).toBe('#0c3c60');
    expect(variable('--brand-login-secondary')).toBe('');
  });

  test('nothing stored, or something unreadable, keeps the theme defaults', () => {
    applyStoredBrandingColours();
    expect(variable('--brand-main')).toBe('');
    window.localStorage.setItem('brandingColours', '{not json');
    applyStoredBrandingColours();
    expect(variable('--brand-main')).toBe('');
  });
});
