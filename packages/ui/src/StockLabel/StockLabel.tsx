import { Badge, type BadgeTone } from '../Badge/Badge';
import { Icon, type IconName } from '../Icon/Icon';

/** The stock values the catalogue returns, with the tone and icon of each. */
export const stockValues = ['in_stock', 'low_stock', 'on_order', 'out_of_stock'] as const;
export type StockValue = (typeof stockValues)[number];

const looks: Record<StockValue, { tone: BadgeTone; icon: IconName }> = {
  in_stock: { tone: 'success', icon: 'check' },
  low_stock: { tone: 'warning', icon: 'warning' },
  on_order: { tone: 'info', icon: 'clock' },
  out_of_stock: { tone: 'error', icon: 'close' },
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
  const look = (looks as Partial<Record<string, { tone: BadgeTone; icon: IconName }>>)[value];
  return (
    <span data-stock={value} className={className}>
      <Badge tone={look?.tone ?? 'neutral'}>
        {look ? <Icon name={look.icon} size="inherit" /> : null}
        {label}
      </Badge>
    </span>
  );
}
