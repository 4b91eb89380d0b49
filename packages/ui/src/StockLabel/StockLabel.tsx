import { Badge, type BadgeTone } from '../Badge/Badge';
import {
  checkIcon,
  clockIcon,
  closeIcon,
  IconGlyph,
  type IconGlyphProps,
  warningIcon,
} from '../Icon/Icon';

/** The stock values the catalogue returns, with the tone and icon of each. */
export const stockValues = ['in_stock', 'low_stock', 'on_order', 'out_of_stock'] as const;
export type StockValue = (typeof stockValues)[number];

type Look = { tone: BadgeTone; icon: IconGlyphProps['icon'] };

const looks: Record<StockValue, Look> = {
  in_stock: { tone: 'success', icon: checkIcon },
  low_stock: { tone: 'warning', icon: warningIcon },
  on_order: { tone: 'info', icon: clockIcon },
  out_of_stock: { tone: 'error', icon: closeIcon },
};

export interface StockLabelProps {
  /** The stock state, e.g. 'in_stock'; an unknown value gets a neutral look. */
  value: string;
  /** The translated text, e.g. 'En stock'. */
  label: string;
  className?: string;
}

/** Availability of a product (label and value, spec §3 StockLabel). The text carries the meaning. */
export function StockLabel({ value, label, className }: StockLabelProps) {
  const look = (looks as Partial<Record<string, Look>>)[value];
  return (
    <span data-stock={value} className={className}>
      <Badge tone={look?.tone ?? 'neutral'}>
        {look ? <IconGlyph icon={look.icon} size="inherit" /> : null}
        {label}
      </Badge>
    </span>
  );
}
