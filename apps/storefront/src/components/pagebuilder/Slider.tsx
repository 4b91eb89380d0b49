import { Image } from '@truffe/ui/Image';
import { Link } from '@truffe/ui/Link';
import {
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useIntl } from 'react-intl';

import { contentMessages } from './contentMessages';
import * as styles from './pageBuilder.css';
import {
  type ContentNode,
  type ElementNode,
  findNode,
  type PageBuilderNode,
  stringProp,
  textOf,
} from './pageBuilderNodes';
import { sitePath } from './sitePath';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const motionAllowedNow = () => !window.matchMedia(reducedMotionQuery).matches;

/** A horizontal move this long (px) is a swipe. */
const swipeThreshold = 40;

const isHeading = (node: ContentNode) => node.type === 'element' && /^h[1-6]$/.test(node.tagName);

interface SliderProps {
  node: PageBuilderNode;
  sitePrefix: string;
  /** The slide whose picture loads with priority (the page's first), if it is one of these. */
  priorityNode: ContentNode | undefined;
  renderNodes: (nodes: readonly ContentNode[], keyPrefix: string) => ReactNode[];
}

/**
 * The Page Builder slider (spec §3 slider/slide) as an accessible carousel (WAI-ARIA APG): a region with
 * `aria-roledescription="carousel"`, slides as labelled groups, previous/next and per-slide buttons, a
 * pause button when it plays by itself (never with reduced motion), swipe with pointer events. Every slide
 * keeps the homepageSlider preset's ratio, so nothing shifts while pictures load or slides change.
 */
export function Slider({ node, sitePrefix, priorityNode, renderNodes }: SliderProps) {
  const intl = useIntl();
  const id = useId();
  const slides = node.childNodes.filter(
    (child): child is PageBuilderNode =>
      child.type === 'pagebuilder' && child.contentType === 'slide',
  );
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const autoplay = node.props.autoplay === true && count > 1;
  const speed = typeof node.props.autoplaySpeed === 'number' ? node.props.autoplaySpeed : 5000;
  // Playing starts after hydration only (the server render is still), and never for people who asked for
  // reduced motion; the pause button stops it for good.
  const motionAllowed = useSyncExternalStore(subscribeReducedMotion, motionAllowedNow, () => false);
  const [paused, setPaused] = useState(false);
  const playing = autoplay && motionAllowed && !paused;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pointerStart = useRef<number | null>(null);

  useEffect(() => {
    if (!playing || hovered || focused) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), speed);
    return () => window.clearInterval(timer);
  }, [playing, hovered, focused, count, speed]);

  if (count === 0) return null;
  const show = (index: number) => setCurrent(((index % count) + count) % count);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (pointerStart.current === null) return;
    const delta = event.clientX - pointerStart.current;
    pointerStart.current = null;
    if (Math.abs(delta) < swipeThreshold) return;
    show(delta < 0 ? current + 1 : current - 1);
  };

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(contentMessages.carousel)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        id={`${id}-slides`}
        className={styles.track}
        style={{ transform: `translateX(-${current * 100}%)` }}
        aria-live={playing && !hovered && !focused ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          pointerStart.current = null;
        }}
      >
        {slides.map((slide, index) => (
          <Slide
            key={index}
            slide={slide}
            active={index === current}
            label={intl.formatMessage(contentMessages.slideLabel, { index: index + 1, count })}
            priority={slide === priorityNode}
            sitePrefix={sitePrefix}
            renderNodes={(nodes) => renderNodes(nodes, `s${index}`)}
          />
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.sliderControls}>
          {autoplay && motionAllowed ? (
            <button
              type="button"
              className={styles.sliderButton}
              onClick={() => setPaused(playing)}
              aria-label={intl.formatMessage(
                playing ? contentMessages.pause : contentMessages.play,
              )}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          ) : null}
          {node.props.showArrows !== false ? (
            <button
              type="button"
              className={styles.sliderButton}
              aria-controls={`${id}-slides`}
              aria-label={intl.formatMessage(contentMessages.previous)}
              onClick={() => show(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          ) : null}
          {node.props.showDots !== false
            ? slides.map((_slide, index) => (
                <button
                  key={index}
                  type="button"
                  className={[styles.dot, index === current ? styles.dotCurrent : ''].join(' ')}
                  aria-controls={`${id}-slides`}
                  aria-label={intl.formatMessage(contentMessages.goTo, { index: index + 1 })}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                >
                  <span aria-hidden="true">{index + 1}</span>
                </button>
              ))
            : null}
          {node.props.showArrows !== false ? (
            <button
              type="button"
              className={styles.sliderButton}
              aria-controls={`${id}-slides`}
              aria-label={intl.formatMessage(contentMessages.next)}
              onClick={() => show(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function Slide({
  slide,
  active,
  label,
  priority,
  sitePrefix,
  renderNodes,
}: {
  slide: PageBuilderNode;
  active: boolean;
  label: string;
  priority: boolean;
  sitePrefix: string;
  renderNodes: (nodes: readonly ContentNode[]) => ReactNode[];
}) {
  const heading = findNode(slide.childNodes, isHeading) as ElementNode | undefined;
  const paragraphs: ElementNode[] = [];
  const collect = (nodes: readonly ContentNode[]) => {
    for (const child of nodes) {
      if (child.type === 'element' && child.tagName === 'p') paragraphs.push(child);
      else if (child.type === 'element' || child.type === 'pagebuilder') collect(child.childNodes);
    }
  };
  collect(slide.childNodes);
  const title = heading ? textOf(heading.childNodes).trim() : stringProp(slide.props, 'name');
  const image = stringProp(slide.props, 'backgroundImage');
  const href = stringProp(slide.props, 'href');
  const buttonText = stringProp(slide.props, 'buttonText');
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={active ? undefined : true}
      inert={!active}
    >
      <div className={styles.slideMedia}>
        {image ? (
          <Image
            path={image}
            preset="homepageSlider"
            alt=""
            cover
            priority={priority}
            lazy={!priority}
            sizes="100vw"
          />
        ) : null}
      </div>
      {title || paragraphs.length > 0 || (href && buttonText) ? (
        <div className={styles.slideCaption}>
          {title ? <h2 className={styles.slideTitle}>{title}</h2> : null}
          {paragraphs.map((paragraph, index) => (
            <p key={index} className={styles.slideText}>
              {renderNodes(paragraph.childNodes)}
            </p>
          ))}
          {href && buttonText ? (
            <Link to={sitePath(href, sitePrefix)} appearance="primary">
              {buttonText}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
