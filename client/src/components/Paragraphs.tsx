export interface Paragraph {
  readonly title: string;
  /** `001 §3`: a legal paragraph's optional subtitle under its title. */
  readonly subtitle?: string | null;
  readonly text: string;
}

/** A body's paragraphs: blank lines part them; a single line break stays inside one (an address's lines). */
const blocksOf = (text: string) => text.split(/\n[^\S\n]*\n\s*/).filter((block) => block.trim() !== '');

/** Titled paragraphs of a server text (privacy policy 113, contact locations 94, legal terms 2). */
export function Paragraphs({ paragraphs, headingLevel = 3 }: { paragraphs: readonly Paragraph[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-4 text-gray-800">
      {paragraphs.map((paragraph, index) => (
        <section key={index} className="max-w-3xl">
          {paragraph.title ? <Heading className="mb-1 font-semibold text-gray-900">{paragraph.title}</Heading> : null}
          {paragraph.subtitle ? <Subheading className="mb-1 text-sm font-medium text-gray-700">{paragraph.subtitle}</Subheading> : null}
          {blocksOf(paragraph.text).map((block, blockIndex) => (
            <p key={blockIndex} className="whitespace-pre-line [&+p]:mt-2">
              {block}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
