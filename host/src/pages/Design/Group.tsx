import { useId, type ReactNode } from 'react';

/** One labelled group of examples: a region with its heading (landmark navigation reaches it). */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="shell-design__group" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="shell-design__grid">{children}</div>
    </section>
  );
}
