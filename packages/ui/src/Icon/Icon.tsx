import * as styles from './Icon.css';
import { type IconSize } from './Icon.css';
import { icons, isIconName, type IconName } from './icons';
import { classNames } from '../styles/classNames';

export { iconSizes, type IconSize } from './Icon.css';
export { iconNames, isIconName, type IconName } from './icons';

export interface IconProps {
  /** One of the whitelisted names (spec §5); anything else is a type error. */
  name: IconName;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** @defaultValue 'medium' */
  size?: IconSize;
  className?: string;
}

/** An inline SVG icon from the whitelist. An unknown name (e.g. from data) renders nothing and logs an error. */
export function Icon({ name, label, size = 'medium', className }: IconProps) {
  if (!isIconName(name)) {
    console.error(`Icon: "${String(name)}" is not in the icon whitelist; nothing is rendered.`);
    return null;
  }
  const accessibility = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      data-icon={name}
      className={classNames(styles.icon({ size }), className)}
      {...accessibility}
    >
      {icons[name]}
    </svg>
  );
}
