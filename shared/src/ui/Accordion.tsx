import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface AccordionItem {
  value: string;
  /** The name in the header, e.g. a payment channel's name. */
  title: ReactNode;
  /** Before the name, e.g. the channel's logo. */
  icon?: ReactNode;
  /** At the end of the header, e.g. a fee or "recommended". */
  extra?: ReactNode;
  content?: ReactNode;
  disabled?: boolean;
}

interface AccordionBaseProps {
  items: readonly AccordionItem[];
  /**
   * `radio`: a radio circle before each header, as the checkout payment list shows; the open item is
   * the chosen one. `chevron`: a plain disclosure list.
   */
  marker?: 'radio' | 'chevron';
  /** Whether the open item can be closed again; off by default for `radio`, where one stays chosen. */
  collapsible?: boolean;
  /** Heading level of each header, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

export type AccordionProps = AccordionBaseProps &
  (
    | { value: string; onValueChange: (value: string) => void; defaultValue?: never }
    | { value?: never; onValueChange?: (value: string) => void; defaultValue?: string }
  );

/** One item open at a time. */
export function Accordion({
  items,
  marker = 'chevron',
  collapsible = marker !== 'radio',
  headingLevel = 3,
  className,
  value,
  defaultValue,
  onValueChange,
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root
      type="single"
      collapsible={collapsible}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      className={cx('mall-accordion', `mall-accordion--${marker}`, className)}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.value} value={item.value} disabled={item.disabled} className="mall-accordion__item">
          <RadixAccordion.Header asChild>
            <Heading className="mall-accordion__heading">
              <RadixAccordion.Trigger
                className="mall-accordion__trigger"
                // An open item with nothing to show (a pay channel without a form) renders no panel:
                // the header must not point at a panel that is not there.
                {...(item.content === undefined ? { 'aria-controls': undefined } : {})}
              >
                {marker === 'radio' && <span className="mall-accordion__radio" aria-hidden="true" />}
                {item.icon && (
                  <span className="mall-accordion__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                <span className="mall-accordion__title">{item.title}</span>
                {item.extra && <span className="mall-accordion__extra">{item.extra}</span>}
                {marker === 'chevron' && <span className="mall-accordion__chevron" aria-hidden="true" />}
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          {item.content !== undefined && (
            <RadixAccordion.Content className="mall-accordion__content">{item.content}</RadixAccordion.Content>
          )}
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
