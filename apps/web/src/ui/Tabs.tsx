import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Tabs on React Aria: arrow keys move between tabs, Home/End jump, the selected tab's panel is
 * labelled by its tab.
 */
export function Tabs({
  items,
  label,
  selectedKey,
  onSelectionChange,
  defaultSelectedKey,
  className,
}: {
  items: TabItem[];
  label: string;
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
  className?: string;
}) {
  return (
    <AriaTabs
      className={clsx('flex flex-col', className)}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
    >
      <AriaTabList aria-label={label} className="flex flex-wrap gap-1 border-b border-border">
        {items.map((item) => (
          <AriaTab
            key={item.id}
            id={item.id}
            className={({ isSelected, isFocusVisible }) =>
              clsx(
                '-mb-px cursor-pointer rounded-t-lg border-b-2 px-4 py-2 text-sm font-medium outline-none',
                isSelected ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg',
                isFocusVisible && 'outline-2 outline-ring',
              )
            }
          >
            {item.label}
          </AriaTab>
        ))}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel
          key={item.id}
          id={item.id}
          className="pt-4 outline-none focus-visible:outline-2 focus-visible:outline-ring"
        >
          {item.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
