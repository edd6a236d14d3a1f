import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The frame of a reviews page that is not the list: its heading, what it shows, the way back. */
export function ReviewsPage({ id, className, title, back, children }: {
  /** The heading's id, which names the page's region. */
  id: string;
  className: string;
  title: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={className} data-boundary="reviews" aria-labelledby={id}>
      <h1 id={id} className="reviews-list-page__title">
        {title}
      </h1>
      {children}
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </section>
  );
}
