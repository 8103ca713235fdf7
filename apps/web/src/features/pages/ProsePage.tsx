import type { ReactNode } from 'react';
import { PageHeader } from '../../ui/index.ts';

/** A page of headed text sections (terms, privacy, about, help). */
export function ProsePage({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro?: string;
  sections: Array<{ id: string; title: string; body: ReactNode }>;
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeader title={title} description={intro} />
      <div className="flex flex-col gap-6 rounded-xl border border-border bg-surface p-6 shadow-sm">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`}>
            <h2 id={`section-${section.id}`} className="text-lg font-semibold">
              {section.title}
            </h2>
            <div className="mt-2 leading-relaxed text-muted">{section.body}</div>
          </section>
        ))}
        {children}
      </div>
    </article>
  );
}
