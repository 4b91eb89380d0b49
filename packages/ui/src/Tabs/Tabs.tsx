import { useId, useRef, useState, type ReactNode } from 'react';

import * as styles from './Tabs.css';
import { nextIndexForKey } from '../styles/rovingFocus';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** The selected tab when controlled. */
  selectedId?: string;
  /** The tab selected first when uncontrolled. @defaultValue the first item */
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
}

/**
 * Tabs after the APG pattern (automatic activation): one tab stop for the list, Left/Right/Home/End move
 * and select, each panel is labelled by its tab.
 */
export function Tabs({ items, label, selectedId, defaultSelectedId, onChange }: TabsProps) {
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? items[0]?.id);
  const selected = selectedId ?? ownSelected;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (id: string) => {
    setOwnSelected(id);
    onChange?.(id);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={`${baseId}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.id)}
              onKeyDown={(event) => {
                const next = nextIndexForKey(event, index, items.length, 'horizontal');
                const nextItem = next === undefined ? undefined : items[next];
                if (next === undefined || !nextItem) return;
                event.preventDefault();
                select(nextItem.id);
                tabs.current[next]?.focus();
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          id={`${baseId}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={item.id !== selected}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
