import * as styles from './Icon.css';
import { type IconSize } from './Icon.css';
import { icons, isIconName, type IconName } from './icons';
import { type ReactElement } from 'react';
import { classNames } from '../styles/classNames';

export { iconSizes, type IconSize } from './Icon.css';
export * from './icons';

interface IconLookProps {
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** @defaultValue 'medium' */
  size?: IconSize;
  className?: string;
}

export interface IconProps extends IconLookProps {
  /** One of the whitelisted names (spec §5); anything else is a type error. */
  name: IconName;
}

export interface IconGlyphProps extends IconLookProps {
  /** One icon of the whitelist, imported on its own (`chevronRightIcon`…): only its drawing is shipped. */
  icon: { readonly name: IconName; readonly drawing: () => ReactElement };
}

function IconSvg({
  name,
  drawing,
  label,
  size = 'medium',
  className,
}: IconLookProps & { name: IconName; drawing: ReactElement }) {
  const accessibility = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    // No `focusable="false"`: only Internet Explorer and the old Edge put inline SVGs in the tab order, and
    // neither runs this shop; 18 bytes on every icon of every page (decision 0903).
    <svg
      viewBox="0 0 24 24"
      data-icon={name}
      className={classNames(styles.icon({ size }), className)}
      {...accessibility}
    >
      {drawing}
    </svg>
  );
}

/** An inline SVG icon given as one of the whitelist's icon constants (same markup as {@link Icon}). */
export function IconGlyph({ icon, ...look }: IconGlyphProps) {
  return <IconSvg name={icon.name} drawing={icon.drawing()} {...look} />;
}

/** An inline SVG icon from the whitelist. An unknown name (e.g. from data) renders nothing and logs an error. */
export function Icon({ name, ...look }: IconProps) {
  if (!isIconName(name)) {
    console.error(`Icon: "${String(name)}" is not in the icon whitelist; nothing is rendered.`);
    return null;
  }
  return <IconSvg name={name} drawing={icons[name]()} {...look} />;
}
