import { useId, useRef, useState, type ReactNode } from 'react';

import * as styles from './Accordion.css';
import { chevronDownIcon, IconGlyph } from '../Icon/Icon';
import { nextIndexForKey } from '../styles/rovingFocus';

export interface AccordionItem {
  /** Stable identifier, used by `defaultExpanded`. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Ids of the items open at first. @defaultValue [] */
  defaultExpanded?: readonly string[];
  /** Lets several items be open at once. @defaultValue true */
  allowMultiple?: boolean;
  /** Level of the item headings in the page outline. @defaultValue 3 */
  headingLevel?: AccordionHeadingLevel;
}

/**
 * Questions and answers that open in place (the FAQ), after the APG accordion pattern: each title is a
 * button in a heading, with `aria-expanded` and the panel it controls; Up/Down/Home/End move between titles.
 */
export function Accordion({
  items,
  defaultExpanded = [],
  allowMultiple = true,
  headingLevel = 3,
}: AccordionProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    setExpanded((current) => {
      const next = new Set(allowMultiple ? current : []);
      if (current.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  return (
    <div className={styles.root}>
      {items.map((item, index) => {
        const open = expanded.has(item.id);
        const triggerId = `${baseId}-trigger-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                id={triggerId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => {
                  const next = nextIndexForKey(event, index, items.length, 'vertical');
                  if (next === undefined) return;
                  event.preventDefault();
                  triggers.current[next]?.focus();
                }}
              >
                <span>{item.title}</span>
                <span className={styles.chevron}>
                  <IconGlyph icon={chevronDownIcon} size="small" />
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              className={styles.panel}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
