import { PageTitle } from './PageTitle';

/** A screen that is planned but not built yet: its title and a short note. */
export function ComingSoon({ title, text, siteName }: { title: string; text: string; siteName?: string }) {
  return (
    <section data-testid="coming-soon" className="mx-auto w-full max-w-3xl space-y-4">
      <PageTitle suffix={siteName}>{title}</PageTitle>
      <div className="rounded-lg border border-dashed border-brand-secondary bg-white p-6 text-gray-700">
        <p>{text}</p>
      </div>
    </section>
  );
}
