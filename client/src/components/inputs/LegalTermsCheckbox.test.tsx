import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { LegalTermsCheckbox } from './LegalTermsCheckbox';

const terms = (hash: string) => ({ hash, paragraphs: [{ title: 'Use of the portal', text: 'Be nice.' }] });

function Harness({ hash }: { hash: string }) {
  const [accepted, setAccepted] = useState(false);
  return <LegalTermsCheckbox terms={terms(hash)} label="Terms of use" accepted={accepted} onChange={setAccepted} />;
}

describe('LegalTermsCheckbox (001 §4)', () => {
  beforeEach(() => setupI18n('en'));

  test('opens the text when nothing was accepted; accepting stores the acceptance with the hash', async () => {
    const user = userEvent.setup();
    render(<Harness hash="h1" />);
    const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(dialog).toHaveTextContent('Be nice.');
    await user.click(screen.getByRole('button', { name: 'I accept' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I accept' })).toBeChecked();
    expect(window.localStorage.getItem('legalTermsHash')).toBe('h1');
  });

  test('a stored acceptance counts only while the hash is the same', async () => {
    window.localStorage.setItem('legalTermsAccepted', 'true');
    window.localStorage.setItem('legalTermsHash', 'h1');
    const { unmount } = render(<Harness hash="h1" />);
    expect(screen.getByRole('checkbox', { name: 'I accept' })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness hash="h2" />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I accept', hidden: true })).not.toBeChecked();
    expect(window.localStorage.getItem('legalTermsAccepted')).toBeNull();
  });

  test('the full text shows a titled legal text (001 §3) with its main title, subtitle and paragraphs', async () => {
    const paragraphs = [
      { title: 'Terms of use', subtitle: 'Version 3', text: 'By using the portal you agree.\n\nThe portal is for customers.' },
      { title: 'Your account', subtitle: null, text: 'Keep your password secret.' },
    ];
    render(<LegalTermsCheckbox terms={{ hash: 'h1', paragraphs }} label="Terms of use" accepted={false} onChange={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Terms of use' }));
    expect(dialog.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Terms of use', 'Your account']);
    expect(dialog.getByRole('heading', { level: 4 })).toHaveTextContent('Version 3');
    expect(dialog.getByText('By using the portal you agree.').tagName).toBe('P');
    expect(dialog.getByText('The portal is for customers.').tagName).toBe('P');
  });

  test('declining removes the acceptance', async () => {
    const user = userEvent.setup();
    render(<Harness hash="h1" />);
    await user.click(await screen.findByRole('button', { name: 'Do not accept' }));
    expect(screen.getByRole('checkbox', { name: 'I accept' })).not.toBeChecked();
    expect(window.localStorage.getItem('legalTermsAccepted')).toBeNull();
  });
});
