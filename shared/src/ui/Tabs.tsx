import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** Shown in brackets after the label when non-zero (spec: order and review tabs). */
  count?: number;
  /** The panel of this tab; omit it and pass `children` when every tab filters one shared list. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** The panel shown for whichever tab is selected, when the items carry no `content`. */
  children?: ReactNode;
  /** Names the tab list for screen readers, e.g. "Order status". */
  label?: string;
  className?: string;
}

export function Tabs({ items, value, onValueChange, children, label, className }: TabsProps) {
  const { t } = useTranslation('common');
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={cx('mall-tabs', className)}>
      <RadixTabs.List className="mall-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className="mall-tabs__tab">
            {item.label}
            {item.count ? (
              <>
                {' '}
                <span className="mall-tabs__count">{t('tabs.count', { count: item.count })}</span>
              </>
            ) : null}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children !== undefined ? (
        <RadixTabs.Content value={value} className="mall-tabs__panel">
          {children}
        </RadixTabs.Content>
      ) : (
        items.map((item) => (
          <RadixTabs.Content key={item.value} value={item.value} className="mall-tabs__panel">
            {item.content}
          </RadixTabs.Content>
        ))
      )}
    </RadixTabs.Root>
  );
}
