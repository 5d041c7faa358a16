import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { setupI18n } from '../../test/renderWithProviders';
import { useLanguageSync } from './useLanguageSync';

const switchLanguage = vi.fn();
vi.mock('./useSwitchLanguage', () => ({ useSwitchLanguage: () => switchLanguage }));

describe('useLanguageSync (000 §1: the language stored in this browser wins)', () => {
  beforeEach(async () => {
    switchLanguage.mockClear();
    await setupI18n('en');
  });

  test('tells the gateway once when it answers in another language, not again while the interface switches', async () => {
    const { rerender } = renderHook(({ server }) => useLanguageSync(server), { initialProps: { server: 'el' } });
    expect(switchLanguage).toHaveBeenCalledTimes(1);
    expect(switchLanguage).toHaveBeenCalledWith('en', { updateProfile: false });
    await act(() => i18n.changeLanguage('ru'));
    rerender({ server: 'el' });
    expect(switchLanguage).toHaveBeenCalledTimes(1);
    rerender({ server: 'en' });
    expect(switchLanguage).toHaveBeenCalledTimes(2);
    expect(switchLanguage).toHaveBeenLastCalledWith('ru', { updateProfile: false });
  });

  test('says nothing when the gateway already answers in the interface language', () => {
    renderHook(() => useLanguageSync('en'));
    expect(switchLanguage).not.toHaveBeenCalled();
  });
});
