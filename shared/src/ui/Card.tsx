import { useId, type ReactNode } from 'react';
import { cx, hasContent } from './cx';

export interface CardProps {
  /** The card's heading; a titled card is a region named by it (landmark navigation reaches it). */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  /** `muted`: a tinted panel inside another surface; `flat`: no shadow. */
  tone?: 'raised' | 'flat' | 'muted';
  className?: string;
  children: ReactNode;
}

/** A surface grouping one thing (an order, an address, a summary): the same border, radius, padding and shadow everywhere. */
export function Card({ title, headingLevel = 2, actions, tone = 'raised', className, children }: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const titled = hasContent(title);
  return (
    <section className={cx('mall-card', `mall-card--${tone}`, className)} aria-labelledby={titled ? `${id}-title` : undefined}>
      {(titled || hasContent(actions)) && (
        <header className="mall-card__header">
          {titled && (
            <Heading id={`${id}-title`} className="mall-card__title">
              {title}
            </Heading>
          )}
          {hasContent(actions) && <div className="mall-card__actions">{actions}</div>}
        </header>
      )}
      <div className="mall-card__body">{children}</div>
    </section>
  );
}
