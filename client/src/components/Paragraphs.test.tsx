import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Paragraphs } from './Paragraphs';

// 001 §3 legal text: paragraphs (title, text), the first one's title a main title with a subtitle.
const titled = [
  { title: 'Terms of use', subtitle: 'Version of 1 January 2026', text: 'By using the portal you agree to these terms.\n\nThe portal is offered to customers.' },
  { title: 'Your account', subtitle: null, text: 'Keep your password secret.' },
];

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('Paragraphs of a legal text', () => {
  test('shows the main title and its subtitle as headings, then each heading with its own paragraphs', () => {
    const { container } = render(<Paragraphs paragraphs={titled} />);
    expect(texts(screen.getAllByRole('heading', { level: 3 }))).toEqual(['Terms of use', 'Your account']);
    expect(texts(screen.getAllByRole('heading', { level: 4 }))).toEqual(['Version of 1 January 2026']);
    const [first, second] = [...container.querySelectorAll('section')];
    if (!first || !second) throw new Error('two sections expected');
    expect(texts([...first.querySelectorAll('p')])).toEqual(['By using the portal you agree to these terms.', 'The portal is offered to customers.']);
    expect(within(second).getByRole('heading').nextElementSibling).toHaveTextContent('Keep your password secret.');
  });

  test('one level down for a page whose own heading is the text: titles h2, subtitles h3', () => {
    render(<Paragraphs paragraphs={titled} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of use' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Version of 1 January 2026' })).toBeInTheDocument();
  });

  test('a text without a title has no heading; its paragraphs still part at blank lines and keep single line breaks', () => {
    const { container } = render(<Paragraphs paragraphs={[{ title: '', text: '12 Lemesou Avenue\n2112 Nicosia\n\n  \nMonday to Friday' }]} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(texts([...container.querySelectorAll('p')])).toEqual(['12 Lemesou Avenue\n2112 Nicosia', 'Monday to Friday']);
  });
});
