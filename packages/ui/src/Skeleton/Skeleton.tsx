import * as styles from './Skeleton.css';
import { type SkeletonShape } from './Skeleton.css';
import { classNames } from '../styles/classNames';

export { skeletonShapes, type SkeletonShape } from './Skeleton.css';

export interface SkeletonProps {
  /** @defaultValue 'text' */
  shape?: SkeletonShape;
  /** CSS width; text lines default to the full width, the last of several to 60 %. */
  width?: string | number;
  /** CSS height; circles default to their width. */
  height?: string | number;
  /** Text shape: how many lines. @defaultValue 1 */
  lines?: number;
  className?: string;
}

/**
 * A grey placeholder drawn where content is loading. It is decorative (`aria-hidden`): the region that loads
 * says so itself (`aria-busy` or a Spinner with a label).
 */
export function Skeleton({ shape = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const size = {
    width: width ?? (shape === 'text' ? '100%' : undefined),
    height: height ?? (shape === 'circle' ? width : undefined),
  };
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={className} data-skeleton="text">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={styles.skeleton({ shape })}
            style={{ ...size, width: index === lines - 1 ? '60%' : size.width }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      data-skeleton={shape}
      className={classNames(styles.skeleton({ shape }), className)}
      style={size}
    />
  );
}
